// The files the app hands to the browser, caught where a browser would take them: the app's own
// downloadBlob runs, and its object URL and its link's click end here. Replacing the download
// module instead (vi.mock) would cost the test file a worker of its own (vite.config.ts's
// ISOLATED_TEST_FILES); and a followed link is a navigation, which jsdom does not implement.

export interface Download {
  readonly blob: Blob;
  readonly name: string;
}

interface Capture {
  readonly made: Download[];
  readonly blobs: Map<string, Blob>;
  refusal: Error | null;
  urls: number;
  readonly documents: WeakSet<Document>;
  readonly createObjectURL: (object: Blob | MediaSource) => string;
  readonly revokeObjectURL: (url: string) => void;
  readonly onClick: (event: Event) => void;
}

// On the global object, not in this module: a shared worker runs setup.ts before each of its files
// and may evaluate this module again for one of them; every file must still see the one capture
// the listeners and URL functions already installed write to.
const KEY = Symbol.for("tests/unit/support/downloads");
const holder = globalThis as typeof globalThis & { [KEY]?: Capture };

function capture(): Capture {
  const existing = holder[KEY];
  if (existing) return existing;
  const made: Capture = {
    made: [],
    blobs: new Map(),
    refusal: null,
    urls: 0,
    documents: new WeakSet(),
    createObjectURL(object) {
      if (made.refusal) {
        const refusal = made.refusal;
        made.refusal = null;
        throw refusal;
      }
      if (!(object instanceof Blob)) throw new TypeError("Only a Blob has an object URL here.");
      const url = `blob:${location.origin}/download-${++made.urls}`;
      made.blobs.set(url, object);
      return url;
    },
    revokeObjectURL(url) {
      made.blobs.delete(url);
    },
    onClick(event) {
      const link = event.target;
      if (!(link instanceof HTMLAnchorElement) || !link.hasAttribute("download")) return;
      // The attribute as written: href resolves it, and a link to some other blob is not ours.
      const blob = made.blobs.get(link.getAttribute("href") ?? "");
      if (blob === undefined) return;
      event.preventDefault();
      made.made.push({ blob, name: link.download });
    },
  };
  holder[KEY] = made;
  return made;
}

/**
 * Catches downloads in this worker's document from now on. Idempotent: checked per document and
 * per URL function, since a shared worker keeps both from one file to the next while a new
 * environment would bring new ones. Nothing to catch in the node environment: no document.
 */
export function installDownloadCapture(): void {
  if (typeof document === "undefined") return;
  const { documents, createObjectURL, revokeObjectURL, onClick } = capture();
  if (URL.createObjectURL !== createObjectURL) {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  }
  if (!documents.has(document)) {
    // Capturing, on the document: before any handler of the page's could stop the click.
    document.addEventListener("click", onClick, true);
    documents.add(document);
  }
}

/** Forgets every download and object URL, and any refusal not yet used: each test starts afresh. */
export function resetDownloads(): void {
  const state = capture();
  state.made.length = 0;
  state.blobs.clear();
  state.refusal = null;
}

/** The files downloaded since the test began, oldest first: a copy, which later ones leave as is. */
export function downloads(): readonly Download[] {
  return [...capture().made];
}

/** The download at `index`, counted as Array.prototype.at counts (-1: the last); throws if none. */
export function download(index: number): Download {
  const { made } = capture();
  const found = made.at(index);
  if (found === undefined) throw new Error(`No download at ${index}: ${made.length} made.`);
  return found;
}

/**
 * The next download fails as when the browser cannot make its object URL: downloadBlob throws
 * `error` to its caller, and nothing is downloaded.
 */
export function refuseNextDownload(error = new Error("The browser refused the download")): void {
  capture().refusal = error;
}
