// zlib deflate by the browser's own CompressionStream, for page images (see indexedPageImage.ts).
// Its own module so that the deflate worker (deflateWorker.ts) loads nothing else.

/** zlib-wrapped deflate, which is what a PDF's FlateDecode filter reads. */
export async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const compression = new CompressionStream("deflate");
  const writer = compression.writable.getWriter();
  // One write of the whole buffer: feeding it through Blob.stream() instead splits it into small
  // chunks, each a trip through the event loop, and measured three times slower.
  void writer.write(bytes as Uint8Array<ArrayBuffer>);
  void writer.close();
  return new Uint8Array(await new Response(compression.readable).arrayBuffer());
}

export function canDeflateNatively(): boolean {
  return typeof CompressionStream === "function";
}
