// Each way the Arabic face draws one letter with more than one glyph, as React-PDF's shaper
// (fontkit) draws it: for scripts/derive-preview-arabic-font.py, which gives each of them a glyph of
// its own. Every letter of the font's Arabic blocks is shaped alone, on each side of the letters
// that make it join (and of lam, whose ligatures change an alef), and in between them.
//
//   node scripts/preview-arabic-clusters.mjs FONT.ttf > clusters.json
//
// Prints [[code point, base glyph, mark glyph, …], …]: a letter's base glyph and the mark glyphs
// (dots, hamza, madda) its own shaping added after it.

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

// The fontkit React-PDF shapes with, not one of our own choosing.
const require = createRequire(createRequire(import.meta.url).resolve("@react-pdf/font"));
const fontkit = require("fontkit");

const BLOCKS = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x08a0, 0x08ff],
];
// Tatweel, and letters of each joining shape: on either side of a letter they give its four forms.
const NEIGHBOURS = ["\u0640", "ب", "ل", "ا", "ح", "س", "ع", "ه", "م", "ك", "ي", "ر", "د", "ف", "ص"];

const path = process.argv[2];
if (path === undefined) throw new Error("usage: node scripts/preview-arabic-clusters.mjs FONT.ttf");
const bytes = readFileSync(path);
let font = fontkit.create(bytes);
const found = new Map();
for (const [first, last] of BLOCKS)
  for (let code = first; code <= last; code++) {
    if (!font.hasGlyphForCodePoint(code)) continue;
    const letter = String.fromCodePoint(code);
    const texts = [letter, `ل${letter}`, `\u0640ل${letter}`];
    for (const n of NEIGHBOURS) texts.push(n + letter, letter + n, n + letter + n);
    for (const text of texts) {
      // fontkit keeps one Glyph per id with the characters it first came with; each text's glyphs
      // must say their own.
      font._glyphs = {};
      let run;
      try {
        run = font.layout(text, undefined, undefined, undefined, "ltr");
      } catch {
        // A mark fontkit cannot place (it reads a missing anchor): nothing to learn from it, and the
        // font object may be left mid-layout.
        font = fontkit.create(bytes);
        continue;
      }
      const { glyphs } = run;
      for (let i = 0; i < glyphs.length; i++) {
        if (glyphs[i].codePoints.length !== 1 || glyphs[i].codePoints[0] !== code) continue;
        const cluster = [glyphs[i].name];
        for (let j = i + 1; j < glyphs.length && glyphs[j].codePoints.length === 0; j++)
          cluster.push(glyphs[j].name);
        const key = cluster.join(" ");
        if (cluster.length > 1 && !found.has(key)) found.set(key, [code, ...cluster]);
      }
    }
  }
process.stdout.write(`${JSON.stringify([...found.values()])}\n`);
