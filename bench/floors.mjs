// The ready benchmark's floors (bench/ready.mjs), each built onto a copy of the checklist's built
// page (dist/index.html): React alone (bench/react-alone), and the design card's stack alone
// (bench/stack-alone). The browser tests build both and load each once
// (tests/e2e/bench-pages.spec.ts), so a change that breaks one fails `npm test`.

import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { JSDOM } from "jsdom";
import { build } from "vite";
import { precompress } from "../scripts/precompress.mjs";
import { serve, typeScriptLoader } from "./lib.mjs";

// The app's build plugins, written in TypeScript, loaded as engines.mjs loads the tests' drivers.
const jiti = typeScriptLoader(import.meta.url);
const { firstLoadCompiledEagerly } = await jiti.import("../build/compileHints.ts");
const { BUILD_CONSTANTS } = await jiti.import("../build/buildConstants.ts");
const { chakraGlobalCssLeftOut, chakraLazyGlobalCss } = await jiti.import(
  "../build/chakraStartup.ts",
);
const { chakraThemeModule } = await jiti.import("../build/chakraTheme.ts");
const { chakraTokensPrecomputed } = await jiti.import("../build/chakraTokens.ts");
const { reactRouterLinkPrefetchLeftOut } = await jiti.import("../build/reactRouterPrefetch.ts");
const { reactRouterProduction, reactRouterTreeShakable } = await jiti.import(
  "../build/reactRouterTreeShakable.ts",
);

export const FLOORS = ["react-alone", "stack-alone"];

/**
 * Builds the floor `name` (one of FLOORS) onto a copy of dist/index.html in a temporary directory
 * and serves it on `port` as the app is served; `close()` stops the server and removes the copy.
 */
export async function serveFloor(name, port) {
  const dir = await (name === "react-alone"
    ? buildPage(name)
    : name === "stack-alone"
      ? buildStackAlonePage()
      : Promise.reject(new Error(`no floor ${name}; one of ${FLOORS}`)));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const server = await serve({ port, dir }).catch((error) => {
    remove();
    throw error;
  });
  return {
    origin: server.origin,
    close() {
      server.close();
      remove();
    },
  };
}

/** The prerendered page's HTML attributes that React spells otherwise. */
const PROP_NAMES = {
  class: "className",
  for: "htmlFor",
  tabindex: "tabIndex",
  readonly: "readOnly",
  maxlength: "maxLength",
  autocomplete: "autoComplete",
  crossorigin: "crossOrigin",
  spellcheck: "spellCheck",
  inputmode: "inputMode",
  checked: "defaultChecked",
  value: "defaultValue",
};

const camel = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/** An element's attributes as React props, so that React hydrates the element as it stands. */
function propsOf(element) {
  const props = {};
  for (const { name, value } of element.attributes) {
    if (name === "style")
      props.style = Object.fromEntries(
        value
          .split(";")
          .filter((rule) => rule.includes(":"))
          .map((rule) => {
            const [property, ...rest] = rule.split(":");
            const key = property.trim();
            return [key.startsWith("--") ? key : camel(key), rest.join(":").trim()];
          }),
      );
    else if (/^(data|aria)-/.test(name)) props[name] = value;
    else props[PROP_NAMES[name] ?? camel(name)] = value === "" && name !== "value" ? true : value;
  }
  return props;
}

/**
 * The children of the prerendered page's #root as the stack-alone floor renders them
 * (bench/stack-alone/prerenderedPage.d.ts): elements, text, and React's Suspense boundaries, which
 * the markup marks with <!--$--> and <!--/$-->.
 */
function pageNodes(parent) {
  const levels = [[]];
  for (const node of parent.childNodes) {
    const here = levels.at(-1);
    if (node.nodeType === node.COMMENT_NODE) {
      if (node.data === "$") levels.push([]);
      else if (node.data === "/$") {
        const inside = levels.pop();
        levels.at(-1).push(["$", {}, ...inside]);
      }
    } else if (node.nodeType === node.TEXT_NODE) here.push(node.data);
    else if (node.nodeType === node.ELEMENT_NODE)
      here.push([node.localName, propsOf(node), ...pageNodes(node)]);
  }
  return levels[0];
}

/** Vite's module `virtual:prerendered-page`: the checklist's built page's markup, as data. */
function prerenderedPageModule(html) {
  const root = new JSDOM(html).window.document.getElementById("root");
  if (!root) throw new Error("dist/index.html has no #root");
  const source = `export const PRERENDERED_PAGE = ${JSON.stringify(pageNodes(root))};`;
  const id = "virtual:prerendered-page";
  return {
    name: "prerendered-page",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (loaded) => (loaded === `\0${id}` ? source : undefined),
  };
}

/**
 * Builds `name`'s page (bench/react-alone or bench/stack-alone) and puts it on a copy of the checklist's
 * built page, in a temporary directory: the page's HTML with its module scripts (and any preload of
 * them) swapped for the floor's one script, its stylesheet and icon, each precompressed as the build
 * does. Each is compiled at once as the app's first load is (build/compileHints.ts), or it is no
 * floor. Returns the directory; the caller removes it.
 */
async function buildPage(name, { plugins = [], resolve } = {}) {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  await build({
    configFile: false,
    root: fileURLToPath(new URL(`./${name}`, import.meta.url)),
    logLevel: "error",
    plugins: [...plugins, firstLoadCompiledEagerly()],
    resolve,
    define: BUILD_CONSTANTS,
    build: {
      outDir: dir,
      emptyOutDir: false,
      target: "es2022",
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: fileURLToPath(new URL(`./${name}/main.ts`, import.meta.url)),
        output: { entryFileNames: `assets/${name}-[hash].js` },
      },
    },
  });
  const scripts = readdirSync(join(dir, "assets")).filter((file) => file.endsWith(".js"));
  if (scripts.length !== 1) throw new Error(`${name} built ${scripts.length} scripts, not one`);
  const page = readFileSync("dist/index.html", "utf8");
  const modules = /\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;
  if (!page.match(modules)) throw new Error("dist/index.html has no module script to swap");
  writeFileSync(
    join(dir, "index.html"),
    page
      .replace(modules, "")
      .replace(
        "</head>",
        `  <script type="module" crossorigin src="/assets/${scripts[0]}"></script>\n  </head>`,
      ),
  );
  for (const asset of page.match(/(?<=href=")\/[^"#]+\.(?:css|svg)(?=")/g) ?? []) {
    mkdirSync(join(dir, asset, ".."), { recursive: true });
    copyFileSync(join("dist", asset), join(dir, asset));
  }
  precompress(dir);
  return dir;
}

/**
 * The stack alone, built as the app's browser build builds that stack: Chakra's theme cut down, its
 * tokens precomputed and its global CSS left to the prerendered stylesheet, react-router's
 * production build, tree-shaken (vite.config.ts). Only the app's early start is not there: it
 * builds Chakra's system in a script of its own while the app's arrives, which a page of one
 * script has no need to.
 */
function buildStackAlonePage() {
  return buildPage("stack-alone", {
    plugins: [
      prerenderedPageModule(readFileSync("dist/index.html", "utf8")),
      chakraThemeModule(),
      chakraLazyGlobalCss(),
      chakraGlobalCssLeftOut(),
      chakraTokensPrecomputed(),
      reactRouterTreeShakable(),
      reactRouterLinkPrefetchLeftOut(),
    ],
    resolve: { alias: reactRouterProduction },
  });
}
