// subset-font 2.9 ships no types; this is the one call the build makes.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: "truetype" | "woff" | "woff2" | "sfnt" },
  ): Promise<Buffer>;
}
