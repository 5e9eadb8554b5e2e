// @vitest-environment node
// The whole of src/ as a graph of imports (static, type-only and import() alike, as a reader of the
// code follows them): no circle anywhere, and in src/app no import that runs back up the order of
// its rooms and the checklist's features (docs/architecture.md, "The app's rooms"). npm run lint
// holds the same order import by import; this reads the files as they are, past any hole in a
// pattern.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { APP_ROOMS, CHECKLIST_FEATURES } from "../../../eslint.importRules.js";

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

function resolved(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = join(dirname(from), specifier);
  for (const path of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, "index.ts"),
    join(base, "index.tsx"),
  ])
    if (existsSync(path) && statSync(path).isFile()) return path;
  return null;
}

/** Every file of `folder` and the files of ours it imports. */
function importGraph(folder: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(folder)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    graph.set(
      file,
      importedFiles.flatMap(({ fileName }) => resolved(file, fileName) ?? []),
    );
  }
  return graph;
}

/** The circles of a graph: its strongly connected parts of more than one file (Tarjan's). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const lowOf = (file: string) => low.get(file) ?? Infinity;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    for (const to of graph.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(lowOf(file), lowOf(to)));
      } else if (stack.includes(to))
        low.set(file, Math.min(lowOf(file), index.get(to) ?? Infinity));
    }
    if (lowOf(file) !== index.get(file)) return;
    const circle = stack.splice(stack.lastIndexOf(file));
    if (circle.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(circle.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/** Where a file of src/app stands: its room's place, and its feature's within the checklist. */
function standing(file: string): [number, number] | null {
  const [room = "", feature] = relative("src/app", file).split("/");
  if (feature === undefined) return null; // the app's root stands above every room
  const place = APP_ROOMS.indexOf(room);
  return [place, room === "checklist" ? CHECKLIST_FEATURES.indexOf(feature) : -1];
}

describe("the imports of src/", () => {
  const graph = importGraph("src");

  it("finds a circle where there is one (the check itself)", () => {
    const made = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
    ]);
    expect(circles(made)).toEqual([["a", "b", "c"]]);
  });

  it("close no circle anywhere", () => {
    expect(graph.size).toBeGreaterThan(200);
    expect(circles(graph)).toEqual([]);
  });

  it("never run back up src/app's rooms, nor the checklist's features", () => {
    const upward: string[] = [];
    for (const [file, imports] of graph) {
      const from = file.startsWith("src/app/") ? standing(file) : null;
      if (from === null) continue;
      expect(from[0], `${file}'s room is in APP_ROOMS`).toBeGreaterThanOrEqual(0);
      for (const to of imports) {
        // Below src/app (data, record…): the rooms of src/ are lint's to order.
        if (!to.startsWith("src/app/")) continue;
        const at = standing(to);
        if (at === null || at[0] > from[0] || (at[0] === from[0] && at[1] > from[1]))
          upward.push(`${file} -> ${to}`);
      }
    }
    expect(upward).toEqual([]);
  });
});
