// The report's own font: Noto Sans (SIL OFL), cut down at build time to the scripts a report can
// hold, and served from our own origin as hashed assets. Both renderers use it (src/export/
// reportFont.ts): React-PDF embeds it in the preview, and the export's tree is laid out and drawn
// with it, so no viewer and no system has to substitute a font of its own. Arabic has a face of its
// own, Noto Sans Arabic, fetched only for a report that holds Arabic (a report in Arabic, or an
// Arabic note): its letters join and change shape, which the browser and React-PDF's shaper do from
// the font's OpenType tables, kept by the subset.
//
// The subsets are made from the installed @expo-google-fonts/noto-sans and noto-sans-arabic on each
// build, not committed: a binary in the repository could drift from the package and from the ranges
// below unnoticed.

import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import type { Plugin } from "vite";
import {
  REPORT_ARABIC_FONT_RANGES,
  REPORT_FONT_RANGES,
} from "../src/export/report/reportFontCoverage.ts";

const require = createRequire(import.meta.url);

/** The weights the report uses: 400 for text, 700 for headings and the summary's figures. */
export const REPORT_FONT_WEIGHTS = { regular: 400, bold: 700 } as const;
export type ReportFontWeight = keyof typeof REPORT_FONT_WEIGHTS;
/**
 * Each file the build makes: the report's face in each weight, the Arabic face in each (for the
 * export), and the preview's Arabic face in each.
 */
export type ReportFontFile =
  ReportFontWeight | "arabicRegular" | "arabicBold" | "arabicPreviewRegular" | "arabicPreviewBold";

/** The preview's Arabic face in each weight, committed: build/fonts/. */
export const ARABIC_PREVIEW_FONT_FILES = {
  arabicPreviewRegular: fileURLToPath(
    new URL("fonts/report-arabic-preview-400.ttf", import.meta.url),
  ),
  arabicPreviewBold: fileURLToPath(new URL("fonts/report-arabic-preview-700.ttf", import.meta.url)),
} as const;

const SOURCE_FILES: Record<ReportFontFile, string> = {
  regular: require.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf"),
  bold: require.resolve("@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf"),
  arabicRegular:
    require.resolve("@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf"),
  arabicBold:
    require.resolve("@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf"),
  ...ARABIC_PREVIEW_FONT_FILES,
};

// The ranges are shared with the preview, which names the characters of a report they leave out.
const RANGES: Record<ReportFontFile, readonly (readonly [number, number])[]> = {
  regular: REPORT_FONT_RANGES,
  bold: REPORT_FONT_RANGES,
  arabicRegular: REPORT_ARABIC_FONT_RANGES,
  arabicBold: REPORT_ARABIC_FONT_RANGES,
  arabicPreviewRegular: REPORT_ARABIC_FONT_RANGES,
  arabicPreviewBold: REPORT_ARABIC_FONT_RANGES,
};

export function reportFontCharacters(file: ReportFontFile = "regular"): string {
  let text = "";
  for (const [first, last] of RANGES[file])
    for (let code = first; code <= last; code++) text += String.fromCodePoint(code);
  return text;
}

/** One file's subset, as TrueType: what React-PDF's fontkit and every browser's FontFace read. */
export async function subsetReportFont(file: ReportFontFile): Promise<Buffer> {
  const source = await readFile(SOURCE_FILES[file]);
  return subsetFont(source, reportFontCharacters(file), { targetFormat: "truetype" });
}

const FILE_NAMES: Record<ReportFontFile, string> = {
  regular: "noto-sans-report-400.ttf",
  bold: "noto-sans-report-700.ttf",
  arabicRegular: "noto-sans-arabic-report-400.ttf",
  arabicBold: "noto-sans-arabic-report-700.ttf",
  arabicPreviewRegular: "arabic-preview-report-400.ttf",
  arabicPreviewBold: "arabic-preview-report-700.ttf",
};

/**
 * `virtual:report-font` exports each weight's URL. The build emits the subsets as hashed assets;
 * the dev server answers those URLs itself, subsetting on first request.
 */
export function reportFontModule(): Plugin {
  const id = "virtual:report-font";
  const resolvedId = `\0${id}`;
  const devPrefix = "/@report-font/";
  let building = false;
  const cache = new Map<ReportFontFile, Promise<Buffer>>();
  const subset = (weight: ReportFontFile) => {
    let pending = cache.get(weight);
    if (pending === undefined) {
      pending = subsetReportFont(weight);
      cache.set(weight, pending);
    }
    return pending;
  };
  const weights = Object.keys(FILE_NAMES) as ReportFontFile[];

  return {
    name: "report-font",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId: (source) => (source === id ? resolvedId : undefined),
    async load(loadedId) {
      if (loadedId !== resolvedId) return undefined;
      const entries = await Promise.all(
        weights.map(async (weight) => {
          if (!building) return `${weight}: ${JSON.stringify(devPrefix + FILE_NAMES[weight])}`;
          const reference = this.emitFile({
            type: "asset",
            name: FILE_NAMES[weight],
            source: await subset(weight),
          });
          return `${weight}: import.meta.ROLLUP_FILE_URL_${reference}`;
        }),
      );
      return `export const REPORT_FONT_URLS = { ${entries.join(", ")} };\n`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const weight = weights.find((w) => request.url === devPrefix + FILE_NAMES[w]);
        if (weight === undefined) return next();
        subset(weight).then(
          (bytes) => {
            response.setHeader("Content-Type", "font/ttf");
            response.end(bytes);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
