// The order the unit test files start in, the same on every machine. Vitest's own starts the
// files that took longest last time first, from timings it keeps in node_modules/.vite, or, with
// none (a fresh clone, as CI's), the largest files first. Either way files that render the app
// with Testing Library and files that do not came mixed, and each worker that shares its imports
// (vite.config.ts's "shared" project) loaded React, Chakra and the app again for many of them. The
// files that render come first here, largest first, then the rest, largest first: on a 2-core
// host the unit tests took 234 to 251 s, against 307 s in Vitest's order with its timings and
// 347 s without them (docs/decisions/0022).

import { readFileSync, statSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const RENDERS = /from "@testing-library\/react"/;

export default class RenderingFilesFirst extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const weight = new Map(
      files.map((file) => {
        const renders = RENDERS.test(readFileSync(file.moduleId, "utf8"));
        return [file, (renders ? 1e9 : 0) + statSync(file.moduleId).size] as const;
      }),
    );
    return Promise.resolve(
      [...files].sort((a, b) => {
        // Vitest runs its projects one after another, as its own sequencer orders them.
        if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
        return (weight.get(b) ?? 0) - (weight.get(a) ?? 0);
      }),
    );
  }
}
