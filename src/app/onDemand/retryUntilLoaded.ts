// What the app loads on demand is fetched once however often it is asked for (hover, focus, idle
// time and click share one request), and a failure is not kept: the next ask fetches again, since
// the network may be back.

/** `load`, run at most once at a time and kept once it succeeds; forgotten when it fails. */
export function retryUntilLoaded<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
