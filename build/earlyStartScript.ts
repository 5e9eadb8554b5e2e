import type { Plugin } from "vite";

/** The name of the early start's entry (src/startEarly.ts) among the build's inputs. */
export const EARLY_ENTRY = "startEarly";

/**
 * Loads src/startEarly.ts, an entry of its own, before the app's script on every built page: it builds
 * Chakra's system while the rest of the app is still arriving (see the module). Its script tag goes
 * right before the app's, which the prerendering keeps (scripts/prerender.mjs puts the stylesheet
 * before the first module script).
 */
export function earlyStartScript(): Plugin {
  // The entry's own file, when the page loads the chunk it imports instead: nothing loads it.
  let bypassed: string | undefined;
  return {
    name: "early-start-script",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      if (bypassed !== undefined) Reflect.deleteProperty(bundle, bypassed);
    },
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const early = Object.values(context.bundle ?? {}).find(
          (output) => output.type === "chunk" && output.isEntry && output.name === EARLY_ENTRY,
        );
        const appScript = /(\s*)<script type="module"/;
        if (!early || early.type !== "chunk" || !appScript.test(html))
          throw new Error("index.html: no early-start entry, or no module script to put it before");
        // The entry only imports the chunk that holds the system (it is shared with the app's
        // script): that chunk is loaded directly, saving a request on the way.
        const [only] = early.imports;
        const facade =
          early.imports.length === 1 && early.code.replace(/import\s*"[^"]+";?/g, "").trim() === "";
        const src = facade && only !== undefined ? only : early.fileName;
        if (src !== early.fileName) bypassed = early.fileName;
        // The chunk is loaded as a script now: its modulepreload line would name it twice.
        const preload = `<link rel="modulepreload" crossorigin href="/${src}">`;
        return html
          .replace(
            appScript,
            `$1<script type="module" crossorigin src="/${src}"></script>$1<script type="module"`,
          )
          .split("\n")
          .filter((line) => line.trim() !== preload)
          .join("\n");
      },
    },
  };
}
