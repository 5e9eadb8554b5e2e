// The deflate worker (see pageDeflater.ts): deflates each page image it is sent, off the main thread.

import { deflate } from "./deflate";
import type { DeflateReply, DeflateRequest } from "./pageDeflater";

// The app's TypeScript program has the DOM's types, not a worker's: only what is used is typed here.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<DeflateRequest>) => void) | null;
  postMessage(message: DeflateReply | "ready", transfer?: Transferable[]): void;
};

scope.onmessage = ({ data: { id, bytes } }) => {
  deflate(bytes).then(
    (deflated) => scope.postMessage({ id, bytes: deflated }, [deflated.buffer]),
    (error: unknown) => scope.postMessage({ id, error: String(error) }),
  );
};
// Pages are sent only once this arrives: a page sent to a worker that then fails to start would be
// lost with it (its bytes are transferred, not copied).
scope.postMessage("ready");
