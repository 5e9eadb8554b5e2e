// The page worker (see pageDeflater.ts): indexes and deflates each page image it is sent, off the
// main thread.

import { createColorLookup } from "./indexedPageImage";
import { encodeIndexedPage } from "./encodeIndexedPage";
import type { DeflateReply, DeflateRequest } from "./pageDeflater";

// The app's TypeScript program has the DOM's types, not a worker's: only what is used is typed here.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<DeflateRequest>) => void) | null;
  postMessage(message: DeflateReply | "ready", transfer?: Transferable[]): void;
};

// One for the worker's life, which may hold several exports: it is a cache of the indexes of the
// report's fixed palette, so every page of every export shares it.
let lookup: Uint8Array | null = null;

scope.onmessage = ({ data: { id, pixels } }) => {
  lookup ??= createColorLookup();
  encodeIndexedPage(pixels, lookup).then(
    (encoded) => scope.postMessage({ id, bytes: encoded }, [encoded.buffer]),
    (error: unknown) => scope.postMessage({ id, error: String(error) }),
  );
};
// Pages are sent only once this arrives: a page sent to a worker that then fails to start would be
// lost with it (its pixels are transferred, not copied).
scope.postMessage("ready");
