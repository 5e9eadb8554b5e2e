// Compare (What changed): comparing two full assessments (68 ticks and a note on each question on
// both sides, every note different), in Node, through src/record's compareAssessments, beside its
// peer measured in the same run: JSON-serialising both sides. Goal: at most 50 ms. Median of many
// runs after a warm-up. Prints; never asserts. Alone: `node bench/compare.mjs`.

import { performance } from "node:perf_hooks";
import { median, runAlone, typeScriptLoader } from "./lib.mjs";

const jiti = typeScriptLoader(import.meta.url);
const { compareAssessments, checklistOfAssessment } = await jiti.import("../src/record/index.ts");
const { createInitialChecklist } = await jiti.import("../src/data/english/index.ts");

function side(builtIn, label) {
  const ids = [];
  for (const p of builtIn)
    for (const s of p.subprinciples)
      for (const g of [s, ...(s.subItems ?? [])]) for (const q of g.questions) ids.push(q.id);
  const notes = new Map(
    ids.map((id, n) => [
      id,
      `${label} rationale for ${id} (${n}): `.padEnd(500, `${label} notes `),
    ]),
  );
  return {
    checklist: checklistOfAssessment(builtIn, { variant: null, ticked: ids, notes }),
    variant: null,
  };
}

export async function runCompareBench({ runs = 5 } = {}) {
  const builtIn = createInitialChecklist();
  const before = side(builtIn, "Planning");
  const after = side(builtIn, "Review");
  const rounds = Math.max(20, runs * 10);
  const time = (work) => {
    for (let i = 0; i < 5; i++) work();
    const times = [];
    for (let i = 0; i < rounds; i++) {
      const start = performance.now();
      work();
      times.push(performance.now() - start);
    }
    return median(times);
  };
  const result = compareAssessments(before, after);
  const compare = time(() => compareAssessments(before, after));
  const serialise = time(() => JSON.stringify(before) + JSON.stringify(after));
  console.log(
    `\nComparing two full assessments (68 ticks and a 500-character note on each, every note different: ${result.total} changes), median of ${rounds}`,
  );
  console.log(`JSON-serialising both sides (peer)  ${serialise.toFixed(2)} ms`);
  console.log(
    `compareAssessments                  ${compare.toFixed(2)} ms  (${(compare / serialise).toFixed(2)}× the peer; goal ≤ 50 ms)`,
  );
  return { compareMs: compare, serialiseMs: serialise };
}

await runAlone(import.meta.url, { port: undefined }, runCompareBench);
