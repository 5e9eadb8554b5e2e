// Who may import whom in src/ (docs/architecture.md, "Who may import whom"), as ESLint's own
// no-restricted-imports (import and export-from) and no-restricted-syntax (import()). Imports are
// relative, so each room's rules are written once per folder depth: "../../record" is src/record
// from src/app/state, but src/app/checklist/record from src/app/checklist/customise.
import { existsSync, readdirSync } from "node:fs";

/**
 * Each room of src/ and the rooms it may import; `loads` only through import(), so none of it is in
 * the first load. Anything of ours not listed is refused, and every room is reached through its
 * index.ts (or a sub-room's). A room's inner rooms can be added as rows of their own ("export/pdf").
 */
export const ROOMS = {
  // The languages and their messages: the checklist's words are messages too.
  i18n: { imports: [] },
  data: { imports: ["i18n"] },
  variant: { imports: ["data"] },
  // A record holds the checklist it was made on: the variant's body and its parser.
  record: { imports: ["data", "variant"] },
  // The page's own Trusted Types policies, for the export's workers and frame and PDF.js's worker.
  trustedTypes: { imports: [] },
  // Files in and out of the browser: a file read (its kind sniffed, a PDF's record), a download.
  files: { imports: ["data", "variant", "record", "trustedTypes"] },
  app: { imports: ["i18n", "data", "variant", "record", "files"], loads: ["export"] },
  export: { imports: ["i18n", "data", "variant", "record", "trustedTypes", "files"] },
};

/**
 * A room's inner rooms and which of their siblings each may import (always through the sibling's
 * index.ts). The room's own root files (the export's pipeline, its steps, its public face) may
 * import every inner room; no inner room imports the root.
 */
export const INNER_ROOMS = {
  export: {
    report: [],
    layout: [],
    raster: ["report", "layout"],
    pdf: ["report", "layout"],
    preview: ["report"],
    markdown: ["report"],
    word: ["report"],
  },
  files: {
    pdf: [],
    download: [],
  },
};

/**
 * The app's rooms, from the ground up: a room imports only the rooms below it, never one above
 * (docs/architecture.md, "The app's rooms"). A room's files are reached directly: its files are few
 * and all of one kind. The app's root (App.tsx, its index, the prerender's entry) stands above all.
 */
export const APP_ROOMS = [
  "theme",
  "icons",
  "earlyInput",
  "state",
  "language",
  "errors",
  "onDemand",
  "layout",
  "checklist",
  "parts",
  "pages",
];

/**
 * The checklist's features (src/app/checklist/*), from the ground up: a feature imports only those
 * below it, through its face: `index.ts` for what the first load may carry, `parts.ts` for its parts
 * fetched on first use (the registry of lazy parts, src/app/parts, and other such parts import it).
 */
export const CHECKLIST_FEATURES = [
  "question",
  "sections",
  "report",
  "actions",
  "preview",
  "team",
  "record",
  "compare",
  "phases",
  "customise",
];
const FEATURE_FACES = ["index", "parts"];

/** Files of an app room that are faces of their own, each with its reason. */
export const APP_FACES = {
  onDemand: {
    wordModule:
      "The Word file's loader comes with its buttons' chunk: through onDemand's index, the first " +
      "load would carry it.",
  },
};

/** Imports between inner rooms that skip an index, each with its reason. */
export const INNER_EXCEPTIONS = [
  {
    from: "export/pdf/indexedPageImage.ts",
    to: "report/reportStyles",
    why:
      "It also runs in the deflate worker, a bundle of its own that must not pull in the report " +
      "font's build-time module through report/'s index.",
  },
];

/** The build's code and the scripts: src/ never imports them (the build reads src/, not the reverse). */
const OUTSIDE_SRC = ["build", "scripts"];

/**
 * Imports the table refuses but the code makes on purpose, each with its reason. `from` is a room
 * (all its files) or a file; `to` a path under src/.
 */
export const EXCEPTIONS = [];

// The app's entry points sit at src/'s root: they are the app's own, and reach into it for the
// one module each page needs first (startEarly.ts loads the Chakra system alone).
const ENTRIES = ["src/main.tsx", "src/startEarly.ts"];

// A room's own index and each inner room's (a folder with an index.ts) are its public faces.
const faces = new Map();
function publicFaces(room) {
  if (faces.has(room)) return faces.get(room);
  const found = [];
  const walk = (relative) => {
    for (const entry of readdirSync(`src/${room}/${relative}`, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const inner = relative ? `${relative}/${entry.name}` : entry.name;
      if (existsSync(`src/${room}/${inner}/index.ts`)) found.push(inner);
      walk(inner);
    }
  };
  walk("");
  faces.set(room, found);
  return found;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const anyOf = (texts) => `(?:${texts.map(escape).join("|")})`;
const exceptionsFor = (file, room, kind) =>
  EXCEPTIONS.filter(
    (exception) =>
      (exception.from === room || exception.from === file) &&
      (kind === "dynamic" || exception.static),
  ).flatMap((exception) => exception.to);

/**
 * The patterns for a file `depth` folders below src/ in `room`, as [regex, message] pairs; `kind`
 * says whether they are for static imports or import().
 */
function refusedImports(room, depth, kind, allowed) {
  // From src/'s root (the entries), a room is "./app"; from a room's folder, "../data".
  const up = depth === 0 ? "^\\./" : `^${"\\.\\./".repeat(depth)}`;
  const rules = ROOMS[room];
  const reachable = kind === "static" ? rules.imports : [...rules.imports, ...(rules.loads ?? [])];
  const except = allowed.length ? `(?!${anyOf(allowed)}$)` : "";
  const refused = [];
  for (const other of Object.keys(ROOMS)) {
    if (other === room) continue;
    if (!reachable.includes(other)) {
      const lazily = rules.loads?.includes(other) ? " (it may load it with import())" : "";
      refused.push([
        `${up}${except}${other}(?:/|$)`,
        `src/${room} may not import src/${other}${lazily}: docs/architecture.md, "Who may import whom".`,
      ]);
    } else {
      const inner = publicFaces(other);
      refused.push([
        `${up}${except}${other}/${inner.length ? `(?!${anyOf(inner)}$)` : ""}`,
        `Reach src/${other} through its index.ts (or an inner room's), not a file inside it.`,
      ]);
    }
  }
  refused.push([
    `^${"\\.\\./".repeat(depth + 1)}(?:${OUTSIDE_SRC.join("|")})(?:/|$)`,
    "src/ never imports the build's code or the scripts.",
  ]);
  return refused;
}

/**
 * The patterns for a file `depth` folders below its inner room `inner` of `room`: siblings it may
 * not import, siblings reached past their index, and the room's root.
 */
function refusedInnerImports(room, inner, depth, file) {
  const siblings = Object.keys(INNER_ROOMS[room]);
  const allowed = INNER_ROOMS[room][inner];
  const up = `^${"\\.\\./".repeat(depth)}`;
  const skips = INNER_EXCEPTIONS.filter((exception) => exception.from === file).map(
    (exception) => exception.to,
  );
  const except = skips.length ? `(?!${anyOf(skips)}$)` : "";
  const refused = [];
  for (const sibling of siblings) {
    if (sibling === inner) continue;
    refused.push(
      allowed.includes(sibling)
        ? [
            `${up}${except}${sibling}/`,
            `Reach src/${room}/${sibling} through its index.ts, not a file inside it.`,
          ]
        : [
            `${up}${sibling}(?:/|$)`,
            `src/${room}/${inner} may not import src/${room}/${sibling}: docs/architecture.md, "Who may import whom".`,
          ],
    );
  }
  refused.push([
    `(?:${up}(?!${anyOf(siblings)}(?:/|$))[\\w-]+|^${"\\.\\./".repeat(depth - 1)}\\.\\.)$`,
    `src/${room}/${inner} may not import src/${room}'s own root: the root composes the inner rooms.`,
  ]);
  return refused;
}

/**
 * The patterns for a file of src/app `depth` folders below src/: rooms above its own, features above
 * its own or past their faces, and the app's root.
 */
function refusedAppImports(path, depth) {
  const [appRoom, feature] = path.split("/").slice(2);
  const refused = [];
  const up = (levels) => (levels === 0 ? "^\\./" : `^${"\\.\\./".repeat(levels)}`);
  const below = APP_ROOMS.indexOf(appRoom);
  const toApp = up(depth - 1);
  for (const [index, other] of APP_ROOMS.entries())
    if (index > below)
      refused.push([
        `${toApp}${other}(?:/|$)`,
        `src/app/${appRoom} may not import src/app/${other}, a room above it: docs/architecture.md, "The app's rooms".`,
      ]);
  refused.push([
    `${toApp}(?!${anyOf(APP_ROOMS)}(?:/|$))[\\w.-]+$|${toApp.slice(0, -1)}$`,
    `src/app/${appRoom} may not import src/app's root: the root composes the rooms.`,
  ]);
  // A feature of the checklist, or a room above the checklist: the features it may import.
  const inFeature = appRoom === "checklist" && depth >= 3;
  const toFeatures = inFeature ? up(depth - 2) : `${toApp}checklist/`;
  const ownFeature = inFeature ? CHECKLIST_FEATURES.indexOf(feature) : CHECKLIST_FEATURES.length;
  if (appRoom === "checklist" || below > APP_ROOMS.indexOf("checklist"))
    for (const [index, other] of CHECKLIST_FEATURES.entries()) {
      if (inFeature && index === ownFeature) continue;
      refused.push(
        index > ownFeature
          ? [
              `${toFeatures}${other}(?:/|$)`,
              `src/app/checklist/${feature} may not import src/app/checklist/${other}, a feature above it: docs/architecture.md, "The app's rooms".`,
            ]
          : [
              `${toFeatures}${other}/(?!${anyOf(FEATURE_FACES)}$)`,
              `Reach src/app/checklist/${other} through its face (index.ts, or parts.ts for its parts loaded on first use).`,
            ],
      );
    }
  return refused;
}

function rulesFor(file, room, depth, inner, appPath) {
  const patterns = (kind) => [
    ...refusedImports(room, depth, kind, exceptionsFor(file, room, kind)),
    ...(inner ? refusedInnerImports(room, inner, depth - 1, file) : []),
    ...(appPath ? refusedAppImports(appPath, depth) : []),
  ];
  return {
    "no-restricted-imports": [
      "error",
      { patterns: patterns("static").map(([regex, message]) => ({ regex, message })) },
    ],
    "no-restricted-syntax": [
      "error",
      ...patterns("dynamic").map(([regex, message]) => ({
        selector: `ImportExpression[source.value=/${regex.replaceAll("/", "\\/")}/]`,
        message,
      })),
    ],
  };
}

/** One config block per room and folder depth, then one per file with an exception of its own. */
export function importRules() {
  const blocks = [];
  // Up to six folders below src/; the deepest today is three (src/app/checklist/customise/).
  for (const room of Object.keys(ROOMS))
    for (let depth = 1; depth <= 6; depth++)
      blocks.push({
        files: [`src/${room}/${"*/".repeat(depth - 1)}*.{ts,tsx}`],
        rules: rulesFor(undefined, room, depth),
      });
  // An inner room's files: the room's rules and the inner room's, in one block, since a later
  // block's options for a rule replace an earlier one's.
  for (const [room, inners] of Object.entries(INNER_ROOMS))
    for (const inner of Object.keys(inners))
      for (let depth = 2; depth <= 6; depth++)
        blocks.push({
          files: [`src/${room}/${inner}/${"*/".repeat(depth - 2)}*.{ts,tsx}`],
          rules: rulesFor(undefined, room, depth, inner),
        });
  for (const { from } of INNER_EXCEPTIONS) {
    const [room, inner] = from.split("/");
    blocks.push({
      files: [`src/${from}`],
      rules: rulesFor(from, room, from.split("/").length - 1, inner),
    });
  }
  // The app's rooms and the checklist's features: the app's rules and the room's, in one block.
  for (const appRoom of APP_ROOMS)
    for (let depth = 2; depth <= 6; depth++) {
      if (appRoom === "checklist" && depth >= 3)
        for (const feature of CHECKLIST_FEATURES)
          blocks.push({
            files: [`src/app/checklist/${feature}/${"*/".repeat(depth - 3)}*.{ts,tsx}`],
            rules: rulesFor(undefined, "app", depth, undefined, `src/app/checklist/${feature}`),
          });
      else
        blocks.push({
          files: [`src/app/${appRoom}/${"*/".repeat(depth - 2)}*.{ts,tsx}`],
          rules: rulesFor(undefined, "app", depth, undefined, `src/app/${appRoom}`),
        });
    }
  // Entries are the app's: its inner modules are theirs to import; the rest of the table holds.
  blocks.push({ files: ENTRIES, rules: rulesFor(undefined, "app", 0) });
  for (const { from } of EXCEPTIONS.filter((exception) => exception.from.includes("/"))) {
    const room = from.split("/")[0];
    blocks.push({
      files: [`src/${from}`],
      rules: rulesFor(from, room, from.split("/").length - 1),
    });
  }
  // The export is handed its words by the app (src/app/language/reportWords.ts) and imports only
  // src/i18n's types: any of its code, imported from the export's chunks too, makes the bundler
  // split the first load's shared modules into chunks of their own, about 1 KiB more to fetch
  // (docs/decisions/0017-the-export-is-handed-its-words.md).
  blocks.push({
    files: ["src/export/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?:\\.\\./)+i18n(?:/|$)",
              allowTypeImports: true,
              message:
                "src/export imports src/i18n's types only: the app hands it a Translator " +
                "(docs/decisions/0017-the-export-is-handed-its-words.md).",
            },
          ],
        },
      ],
    },
  });
  return blocks;
}
