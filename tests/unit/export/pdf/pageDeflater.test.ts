// @vitest-environment node
import { inflateSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PagePixels } from "../../../../src/export/pdf/encodeIndexedPage";
import { buildReportPalette, indexPageImage } from "../../../../src/export/pdf/indexedPageImage";
import {
  SHARED_DEFLATER_IDLE_MS,
  createPageDeflater,
} from "../../../../src/export/pdf/pageDeflater";
import type { DeflateReply, DeflateRequest } from "../../../../src/export/pdf/pageDeflater";

// A stand-in for the deflate worker: records what it is sent, and replies only when told to.
class FakeWorker {
  onmessage: ((event: MessageEvent<DeflateReply | "ready">) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  readonly posted: { message: DeflateRequest; transfer: Transferable[] }[] = [];
  terminated = false;

  postMessage(message: DeflateRequest, transfer: Transferable[]) {
    this.posted.push({ message, transfer });
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: DeflateReply | "ready") {
    this.onmessage?.({ data } as MessageEvent<DeflateReply | "ready">);
  }
  fail(message: string) {
    this.onerror?.({ message, preventDefault: () => undefined } as unknown as ErrorEvent);
  }
}

function startedWith(fake: FakeWorker) {
  vi.stubGlobal("Worker", FakeWorker);
  return createPageDeflater(() => fake as unknown as Worker);
}

// A 40 x 25 page: white, with a dark pixel every 50 and a blue one every 70.
const page = (): PagePixels => {
  const data = new Uint8ClampedArray(40 * 25 * 4).fill(255);
  for (let pixel = 0; pixel < 40 * 25; pixel++) {
    if (pixel % 50 === 0) data.set([0x1a, 0x20, 0x2c], pixel * 4);
    else if (pixel % 70 === 0) data.set([0x2b, 0x6c, 0xb0], pixel * 4);
  }
  return { width: 40, height: 25, data };
};
/** What the page must come out as: its indexed pixels, deflated. */
const indexed = () => indexPageImage(page(), 25, 0, buildReportPalette()).data;
const inflated = (bytes: Uint8Array) => new Uint8Array(inflateSync(bytes));

afterEach(() => vi.unstubAllGlobals());

describe("createPageDeflater", () => {
  it("deflates on the main thread, and starts no worker, where there are no workers", async () => {
    vi.stubGlobal("Worker", undefined);
    const startWorker = vi.fn();
    const deflater = createPageDeflater(startWorker);
    expect(inflated(await deflater.encode(page()))).toEqual(indexed());
    expect(startWorker).not.toHaveBeenCalled();
  });

  it("deflates on the main thread where the worker cannot be started", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const deflater = createPageDeflater(() => {
      throw new DOMException("Refused by the content security policy", "SecurityError");
    });
    expect(inflated(await deflater.encode(page()))).toEqual(indexed());
  });

  it("deflates on the main thread until the worker says it is ready", async () => {
    const fake = new FakeWorker();
    const deflater = startedWith(fake);
    expect(inflated(await deflater.encode(page()))).toEqual(indexed());
    expect(fake.posted).toEqual([]);
  });

  it("then moves each page's pixels to the worker and matches its replies to the pages, in any order", async () => {
    const fake = new FakeWorker();
    const deflater = startedWith(fake);
    fake.reply("ready");
    const first = page();
    const second = page();
    const firstDone = deflater.encode(first);
    const secondDone = deflater.encode(second);

    expect(fake.posted.map(({ message }) => message.pixels)).toEqual([first, second]);
    expect(fake.posted.map(({ transfer }) => transfer)).toEqual([
      [first.data.buffer],
      [second.data.buffer],
    ]);
    const [firstId, secondId] = fake.posted.map(({ message }) => message.id);
    expect(firstId).not.toBe(secondId);

    fake.reply({ id: secondId ?? -1, bytes: new Uint8Array([20]) });
    fake.reply({ id: firstId ?? -1, bytes: new Uint8Array([10]) });
    expect(await firstDone).toEqual(new Uint8Array([10]));
    expect(await secondDone).toEqual(new Uint8Array([20]));
  });

  it("fails the page whose deflating failed in the worker", async () => {
    const fake = new FakeWorker();
    const deflater = startedWith(fake);
    fake.reply("ready");
    const done = deflater.encode(page());
    fake.reply({ id: fake.posted[0]?.message.id ?? -1, error: "out of memory" });
    await expect(done).rejects.toThrow(/Encoding a page image failed: out of memory/);
  });

  it("when the worker fails, fails the pages it held, stops it, and deflates later pages on the main thread", async () => {
    const fake = new FakeWorker();
    const deflater = startedWith(fake);
    fake.reply("ready");
    const held = deflater.encode(page());
    fake.fail("the worker crashed");
    await expect(held).rejects.toThrow(/deflate worker failed: the worker crashed/);
    expect(fake.terminated).toBe(true);

    expect(inflated(await deflater.encode(page()))).toEqual(indexed());
    expect(fake.posted).toHaveLength(1);
  });

  it("sends the pixels as a plain object holding the same array, never an ImageData, which would be copied", () => {
    const fake = new FakeWorker();
    const deflater = startedWith(fake);
    fake.reply("ready");
    // Stands for the ImageData getImageData gives: an object of a class of its own.
    class PageImageData implements PagePixels {
      readonly width = 40;
      readonly height = 25;
      readonly data = page().data;
    }
    const pixels = new PageImageData();
    void deflater.encode(pixels);

    const sent = fake.posted[0]?.message.pixels;
    expect(Object.getPrototypeOf(sent)).toBe(Object.prototype);
    expect(sent).toEqual({ width: 40, height: 25, data: pixels.data });
    expect(sent?.data).toBe(pixels.data);
    expect(fake.posted[0]?.transfer).toEqual([pixels.data.buffer]);
  });

  it("deflates on the main thread a page the worker cannot be sent", async () => {
    const fake = new FakeWorker();
    fake.postMessage = () => {
      throw new DOMException("could not be cloned", "DataCloneError");
    };
    const deflater = startedWith(fake);
    fake.reply("ready");
    expect(inflated(await deflater.encode(page()))).toEqual(indexed());
  });

  it("stops the worker when disposed", () => {
    const fake = new FakeWorker();
    const deflater = startedWith(fake);
    deflater.dispose();
    deflater.dispose();
    expect(fake.terminated).toBe(true);
  });
});

describe("sharedPageDeflater", () => {
  // A fresh module for each test: the shared worker is the module's.
  async function sharedModule() {
    vi.resetModules();
    vi.stubGlobal("Worker", FakeWorker);
    return import("../../../../src/export/pdf/pageDeflater");
  }
  const starter = () => {
    const started: FakeWorker[] = [];
    const start = () => {
      const fake = new FakeWorker();
      started.push(fake);
      return fake as unknown as Worker;
    };
    return { started, start };
  };

  afterEach(() => vi.useRealTimers());

  it("starts one worker ahead of the exports and gives every export that one, up and ready", async () => {
    const { sharedPageDeflater } = await sharedModule();
    const { started, start } = starter();
    sharedPageDeflater(start); // as prepareExport does, on hovering Export
    started[0]?.reply("ready");

    for (let run = 0; run < 2; run += 1) {
      const deflater = sharedPageDeflater(start);
      const pixels = page();
      const done = deflater.encode(pixels);
      const sent = started[0]?.posted.at(-1);
      expect(sent?.transfer).toEqual([pixels.data.buffer]);
      started[0]?.reply({ id: sent?.message.id ?? -1, bytes: new Uint8Array([1]) });
      expect(await done).toEqual(new Uint8Array([1]));
      deflater.dispose(); // an export that ends leaves the worker running
    }
    expect(started).toHaveLength(1);
    expect(started[0]?.terminated).toBe(false);
    expect(started[0]?.posted).toHaveLength(2);
  });

  it("stops the worker once it has had nothing to do for a while, and starts another for the next export", async () => {
    vi.useFakeTimers();
    const { sharedPageDeflater } = await sharedModule();
    const { started, start } = starter();
    const deflater = sharedPageDeflater(start);
    started[0]?.reply("ready");
    const done = deflater.encode(page());

    // Not while a page is being encoded, however long it takes.
    vi.advanceTimersByTime(SHARED_DEFLATER_IDLE_MS * 2);
    expect(started[0]?.terminated).toBe(false);
    started[0]?.reply({ id: started[0].posted[0]?.message.id ?? -1, bytes: new Uint8Array([1]) });
    await done;

    vi.advanceTimersByTime(SHARED_DEFLATER_IDLE_MS - 1);
    expect(started[0]?.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(started[0]?.terminated).toBe(true);

    sharedPageDeflater(start);
    expect(started).toHaveLength(2);
  });

  it("after the worker fails, encodes that export's later pages here and starts a new worker for the next", async () => {
    const { sharedPageDeflater } = await sharedModule();
    const { started, start } = starter();
    const deflater = sharedPageDeflater(start);
    started[0]?.reply("ready");
    started[0]?.fail("the worker crashed");
    expect(inflated(await deflater.encode(page()))).toEqual(indexed());
    expect(started[0]?.posted).toEqual([]);

    const next = sharedPageDeflater(start);
    expect(started).toHaveLength(2);
    started[1]?.reply("ready");
    void next.encode(page());
    expect(started[1]?.posted).toHaveLength(1);
  });
});

describe("the deflate worker", () => {
  it("says it is ready, then replies to each page with its id and its indexed, deflated bytes, moved", async () => {
    const scope = { onmessage: null as ((event: unknown) => void) | null, postMessage: vi.fn() };
    vi.stubGlobal("self", scope);
    vi.resetModules();
    await import("../../../../src/export/pdf/deflateWorker");
    expect(scope.postMessage).toHaveBeenCalledWith("ready");

    scope.onmessage?.({ data: { id: 7, pixels: page() } });
    await vi.waitFor(() => expect(scope.postMessage).toHaveBeenCalledTimes(2));
    const [reply, transfer] = scope.postMessage.mock.calls[1] ?? [];
    expect(reply.id).toBe(7);
    expect(inflated(reply.bytes)).toEqual(indexed());
    expect(transfer).toEqual([reply.bytes.buffer]);
  });
});
