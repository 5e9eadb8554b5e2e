// A part of a feature fetched on first use, in the one chunk that holds every such part. A feature
// shows its part by the name the chunk exports it under (`lazyPart`); the registry of lazy parts
// (src/app/parts), which only the app's top imports, says how the chunk is loaded as it is first
// imported (`registerLazyParts`). So no feature imports the registry, whose chunk imports the
// features' parts: no import runs back up, and none closes a circle (docs/architecture.md, "The
// app's rooms"). Held here rather than in a React context, which cost the first load a third of a
// kilobyte. tests/unit/app/parts.test.ts holds each name and type to the chunk's exports.

import { lazy, type ComponentType } from "react";

type PartsChunk = Readonly<Record<string, unknown>>;

let loadChunk: () => Promise<PartsChunk> = () =>
  Promise.reject(new Error("The lazy parts are loaded by src/app/parts, not imported yet"));

/** Called once by the registry of lazy parts, as the app first imports it. */
export function registerLazyParts(load: () => Promise<PartsChunk>): void {
  loadChunk = load;
}

/** The part the chunk exports as `name`, once the chunk is here. */
export function loadPart<Part>(name: string): Promise<Part> {
  return loadChunk().then((parts) => parts[name] as Part);
}

/** The part the chunk exports as `name`, as a component to render inside `Deferred`. */
export function lazyPart<Props extends object>(name: string) {
  return lazy(() => loadPart<ComponentType<Props>>(name).then((part) => ({ default: part })));
}

/** Fetches the parts' chunk ahead of a click (pointing at or focusing Customise). */
export function prefetchLazyParts(): void {
  // A failed prefetch is not the user's concern: the part's first render loads it again.
  void loadChunk().catch(() => undefined);
}
