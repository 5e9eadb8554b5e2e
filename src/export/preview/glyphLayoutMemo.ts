// React-PDF shapes every run of text with fontkit's `layout` at every rendering of the report, and
// a report is mostly the same strings each time (the questions, the headings, the summary's labels).
// The shaped result depends only on the font, the string, its features and its direction, so each
// is kept per font and handed out as a copy: the callers may change what they are given.

/** The part of fontkit's GlyphRun the memo copies: the rest is read through its prototype. */
interface GlyphRunLike {
  glyphs: unknown[];
  positions: object[];
}

type Layout = (
  string: string,
  features?: unknown,
  script?: string,
  language?: string,
  direction?: string,
) => GlyphRunLike;

/**
 * How many glyphs are kept in all, per font: the full report's questions and headings are about
 * 10,000, and its notes at their longest about 136,000 more. Past it the memo starts again (a
 * report of many long notes is then mostly shaped afresh), so however many reports are previewed,
 * what is kept stays under about 10 MB. It is only in this page's memory, like the checklist
 * itself, and goes with the page.
 */
export const GLYPH_LAYOUT_MEMO_GLYPHS = 100_000;

const memoized = new WeakSet<object>();

function copyOf<T extends object>(value: T): T {
  return Object.assign(Object.create(Object.getPrototypeOf(value) as object | null) as T, value);
}

/** Makes `font.layout` keep what it shaped. Safe to call again on the same font. */
export function memoizeGlyphLayout(
  font: { layout: Layout },
  limit = GLYPH_LAYOUT_MEMO_GLYPHS,
): void {
  if (memoized.has(font)) return;
  memoized.add(font);
  const shape = font.layout.bind(font);
  const runs = new Map<string, GlyphRunLike>();
  let glyphsKept = 0;
  font.layout = (string, features, script, language, direction) => {
    // React-PDF passes neither; anything else is shaped afresh.
    if (script !== undefined || language !== undefined)
      return shape(string, features, script, language, direction);
    const key = `${direction ?? ""}\u0000${features === undefined ? "" : JSON.stringify(features)}\u0000${string}`;
    let run = runs.get(key);
    if (run === undefined) {
      run = shape(string, features, script, language, direction);
      // A run longer than all it may keep is handed out unkept, and leaves the rest as it is.
      if (run.glyphs.length <= limit) {
        if (glyphsKept + run.glyphs.length > limit) {
          runs.clear();
          glyphsKept = 0;
        }
        runs.set(key, run);
        glyphsKept += run.glyphs.length;
      }
    }
    const copy = copyOf(run);
    copy.glyphs = run.glyphs.slice();
    copy.positions = run.positions.map(copyOf);
    return copy;
  };
}
