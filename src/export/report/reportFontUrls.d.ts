// Each weight of the report's font, as a URL on our own origin (build/reportFont.ts).
declare module "virtual:report-font" {
  export const REPORT_FONT_URLS: {
    readonly regular: string;
    readonly bold: string;
    readonly arabicRegular: string;
    readonly arabicBold: string;
    readonly arabicPreviewRegular: string;
    readonly arabicPreviewBold: string;
  };
}
