// The order the unit test files start in, the same on every machine. Vitest's own starts the
// files that took longest last time first, from timings it keeps in node_modules/.vite, or, with
// none (a fresh clone, as CI's), the largest files first. Either way files that render the app
// with Testing Library and files that do not came mixed, and each worker that shares its imports
// (vite.config.ts's "shared" project) loaded React, Chakra and the app again for many of them. The
// files that render come first here, largest first, then the rest, largest first: on a 2-core
// host the unit tests took 234 to 251 s, against 307 s in Vitest's order with its timings and
// 347 s without them (docs/decisions/0022).

import { readFileSync, statSync } from "node:fs";
import type { TestSequencer, TestSpecification, Vitest } from "vitest/node";

const RENDERS = /from "@testing-library\/react"/;

export default class RenderingFilesFirst implements TestSequencer {
  private readonly vitest: Vitest;

  constructor(vitest: Vitest) {
    this.vitest = vitest;
  }

  // Vitest's own, fetched only when a run is sharded: vite.config.ts imports this file, and
  // vitest/node at its top cost every `vite build` and `vite` start about 0.3 s.
  async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { BaseSequencer } = await import("vitest/node");
    return new BaseSequencer(this.vitest).shard(files);
  }

  sort(files: TestSpecification[]): TestSpecification[] {
    const facts = new Map(
      files.map((file) => [
        file,
        {
          renders: RENDERS.test(readFileSync(file.moduleId, "utf8")),
          size: statSync(file.moduleId).size,
        },
      ]),
    );
    return [...files].sort((a, b) => {
      // Vitest runs its projects one after another, as its own sequencer orders them.
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      const [factsA, factsB] = [facts.get(a), facts.get(b)];
      if (!factsA || !factsB) return 0;
      if (factsA.renders !== factsB.renders) return factsA.renders ? -1 : 1;
      return factsB.size - factsA.size;
    });
  }
}
