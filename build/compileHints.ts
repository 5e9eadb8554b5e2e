// The first load's scripts marked for V8's explicit compile hints (Chrome 136 and later).
//
// V8 compiles a script's functions lazily: on a first pass it only finds where each one ends, and a
// function is compiled when it is first called, on the main thread, after a second parse. The first
// load's code is nearly all called before the app responds (React, react-dom, Chakra's styling, the
// checklist), so on a slow phone the main thread spends part of that time compiling what it has just
// downloaded (in traces of `/` with the CPU slowed 4×, 169 ms a load; 43 ms with the
// hint). The comment `//# allFunctionsCalledOnLoad` at the top of a script tells V8 to compile all
// of its functions at once, on a background thread, while the script is still arriving. Browsers
// other than Chromium's read it as a comment.
//
// Only the first load's chunks are marked: the entries and what they import statically. Export,
// Preview and the record's dialogs load on demand, and most of their functions run only then.

import type { Plugin } from "vite";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** What of a bundle's files says which load first: the entries and their static imports. */
type BundleGraph = Record<
  string,
  { type: "chunk"; isEntry: boolean; imports: string[] } | { type: "asset" }
>;

/** The chunks a page loads before anything is used: every entry and its static imports. */
export function firstLoadChunks(bundle: BundleGraph): string[] {
  const firstLoad = new Set<string>();
  const visit = (fileName: string): void => {
    const output = bundle[fileName];
    if (firstLoad.has(fileName) || output?.type !== "chunk") return;
    firstLoad.add(fileName);
    output.imports.forEach(visit);
  };
  for (const [fileName, output] of Object.entries(bundle))
    if (output.type === "chunk" && output.isEntry) visit(fileName);
  return [...firstLoad];
}

/** A chunk's code with the hint on its first line, before any code, where V8 documents it. */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code;
}

export function firstLoadCompiledEagerly(): Plugin {
  return {
    name: "first-load-compiled-eagerly",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    // After minifying, which drops comments, and after every other plugin has written the chunks
    // (Vite puts its preload helper's list at the top of the entry): the hint goes before all of it.
    // The file names' hashes were made without it; the hint is the same for every build, so a
    // change to the code still changes them.
    enforce: "post",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const fileName of firstLoadChunks(bundle)) {
          const chunk = bundle[fileName];
          if (chunk?.type !== "chunk") continue;
          chunk.code = withCompileHint(chunk.code);
          // One line more at the top: a source map's lines of mappings move down by one. The map
          // is in the bundle already, as its own file, when there is one (`build.sourcemap`).
          const map = bundle[`${fileName}.map`];
          if (map?.type === "asset" && typeof map.source === "string")
            map.source = withMappingsOneLineDown(map.source);
        }
      },
    },
  };
}

/** A source map (JSON) for its script with one line added at the top. */
export function withMappingsOneLineDown(sourceMap: string): string {
  const map = JSON.parse(sourceMap) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}
