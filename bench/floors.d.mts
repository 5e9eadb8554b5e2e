// For the browser tests' TypeScript (tests/e2e/bench-pages.spec.ts).

export const FLOORS: readonly ["react-alone", "stack-alone"];

/** Builds the floor onto a copy of dist/index.html and serves it on `port`, until `close()`. */
export function serveFloor(
  name: (typeof FLOORS)[number],
  port: number,
): Promise<{ readonly origin: string; close(): void }>;
