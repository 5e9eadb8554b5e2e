import { fileURLToPath } from "node:url";
import type { Alias, Plugin } from "vite";

// react-router's package exports point every bundler at its development build, whose only
// difference is that its dev warnings are switched on; the production build drops them.
const PRODUCTION_BUILD = {
  "react-router": fileURLToPath(
    new URL("../node_modules/react-router/dist/production/index.mjs", import.meta.url),
  ),
  "react-router/dom": fileURLToPath(
    new URL("../node_modules/react-router/dist/production/dom-export.mjs", import.meta.url),
  ),
};

/** The build's aliases to react-router's production build, which reactRouterTreeShakable changes. */
export const reactRouterProduction: Alias[] = Object.entries(PRODUCTION_BUILD).map(
  ([name, path]) => ({ find: new RegExp(`^${name}$`), replacement: path }),
);

/**
 * react-router ships one module for everything, and two things in it look like side effects to the
 * bundler: components named for React DevTools at module level (`Form.displayName = "Form"`), and
 * components and contexts made by unannotated calls (`var Form = React10.forwardRef(…)`). Each keeps
 * its component, and all it reaches, whether or not the app uses it: Form, fetchers,
 * ScrollRestoration. Dropping the names (DevTools is all they are for) and marking the calls pure
 * lets the unused ones go (measured: 1.4 KiB gzip of the first load).
 */
export function reactRouterTreeShakable(): Plugin {
  return {
    name: "react-router-tree-shakable",
    apply: "build",
    transform: {
      filter: { id: /node_modules\/react-router\/dist\/production\/.*\.mjs$/ },
      handler(code) {
        let shakable = code
          .replace(/^\s*[\w$.]+\.displayName = "[^"\n]*";$/gm, "")
          .replace(
            /^var ([\w$]+) = (React\d*\.(?:forwardRef|createContext|memo))\(/gm,
            "var $1 = /* @__PURE__ */ $2(",
          );
        // A class component's context set after its class (`RenderErrorBoundary.contextType = …`,
        // the data routers' error boundary) keeps the class, and the error handling it reaches, in
        // every build: set inside the class, the same static property, it goes when unused.
        for (const [line, name, context] of shakable.matchAll(
          /^([\w$]+)\.contextType = ([\w$]+);$/gm,
        )) {
          const opening = new RegExp(
            `^var ${name?.replace(/\$/g, "\\$")} = class extends [\\w$.]+ \\{$`,
            "m",
          );
          if (name === undefined || !opening.test(shakable)) continue;
          shakable = shakable
            .replace(line, "")
            .replace(opening, (start) => `${start}\n  static contextType = ${context};`);
        }
        return shakable === code ? undefined : { code: shakable, map: null };
      },
    },
  };
}
