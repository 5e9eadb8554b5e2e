// A copy of a TrueType font whose character map says what we choose: the text layer's way to carry
// characters no font of ours draws (Hebrew, Arabic, CJK). The layer is invisible, so a glyph's shape
// never shows; what a text extractor reads is the ToUnicode map jsPDF writes from the character map,
// glyph by glyph. Giving each such character a glyph of its own (one no other character of the copy
// uses) is enough for it to come back out as itself.

/** `font` with its `cmap` table replaced by one mapping each BMP code in `glyphs` to its glyph. */
export function withCharacterMap(
  font: Uint8Array,
  glyphs: ReadonlyMap<number, number>,
): Uint8Array {
  const codes = [...glyphs.keys()].filter((code) => code < 0xffff).sort((a, b) => a - b);
  // Format 4, one segment a character and the closing 0xFFFF one; no glyph index array.
  const segments = codes.length + 1;
  const subtableLength = 16 + 8 * segments;
  if (subtableLength > 0xffff) throw new Error("Too many characters for one character map.");
  const cmap = new DataView(new ArrayBuffer(12 + subtableLength));
  cmap.setUint16(0, 0); // version
  cmap.setUint16(2, 1); // one encoding record
  cmap.setUint16(4, 3); // Windows,
  cmap.setUint16(6, 1); // Unicode BMP,
  cmap.setUint32(8, 12); // right after this header
  const at = 12;
  const power = 2 ** Math.floor(Math.log2(segments));
  cmap.setUint16(at, 4);
  cmap.setUint16(at + 2, subtableLength);
  cmap.setUint16(at + 4, 0); // language
  cmap.setUint16(at + 6, segments * 2);
  cmap.setUint16(at + 8, power * 2);
  cmap.setUint16(at + 10, Math.log2(power));
  cmap.setUint16(at + 12, segments * 2 - power * 2);
  const ends = at + 14;
  const starts = ends + segments * 2 + 2; // after the reserved pad
  const deltas = starts + segments * 2;
  // The range offsets after the deltas stay 0: each glyph is its code plus the segment's delta.
  [...codes, 0xffff].forEach((code, index) => {
    cmap.setUint16(ends + index * 2, code);
    cmap.setUint16(starts + index * 2, code);
    const glyph = code === 0xffff ? 0 : (glyphs.get(code) ?? 0);
    cmap.setUint16(deltas + index * 2, (glyph - code + 0x10000) % 0x10000);
  });

  // The new table goes at the end, 4-byte aligned, and the directory's entry points at it.
  const start = Math.ceil(font.length / 4) * 4;
  const result = new Uint8Array(start + cmap.byteLength);
  result.set(font);
  result.set(new Uint8Array(cmap.buffer), start);
  const view = new DataView(result.buffer);
  const tableCount = view.getUint16(4);
  for (let index = 0; index < tableCount; index++) {
    const record = 12 + index * 16;
    const tag = String.fromCharCode(...result.subarray(record, record + 4));
    if (tag !== "cmap") continue;
    view.setUint32(record + 4, tableChecksum(result.subarray(start)));
    view.setUint32(record + 8, start);
    view.setUint32(record + 12, cmap.byteLength);
    return result;
  }
  throw new Error("The font has no character map.");
}

function tableChecksum(table: Uint8Array): number {
  const padded = new Uint8Array(Math.ceil(table.length / 4) * 4);
  padded.set(table);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let offset = 0; offset < padded.length; offset += 4)
    sum = (sum + view.getUint32(offset)) >>> 0;
  return sum;
}
