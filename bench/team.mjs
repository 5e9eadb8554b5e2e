// Team: ten members' full files parsed and brought together (src/record/team.ts; goal: at most
// 200 ms), beside its peer in the same run, the ten files parsed alone. Pure code, so measured in
// Node with `vitest bench` (bench/team/teamMerge.bench.ts), which reads the project's Vite
// configuration (the English messages are a virtual module). Prints; never asserts.
// Alone: `node bench/team.mjs`.

import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";

export async function runTeamBench() {
  console.log("\n## team: ten members' files brought together (goal: ≤ 200 ms, mean)");
  const result = spawnSync(
    "npx",
    ["vitest", "bench", "--run", "--dir", "bench/team", "--reporter=default"],
    { encoding: "utf8", env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" } },
  );
  const lines = `${result.stdout}`.split("\n").filter((line) => /·|name|members/.test(line));
  for (const line of lines) console.log(line);
  if (result.status !== 0) console.log(`vitest bench failed:\n${result.stderr}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await runTeamBench();
