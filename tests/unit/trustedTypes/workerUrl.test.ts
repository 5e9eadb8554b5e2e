// The worker-url policy (src/export/trustedTypes/workerUrl.ts): what it admits as a worker's script
// and what it refuses, in an engine with Trusted Types and in one without.

import { afterEach, describe, expect, it, vi } from "vitest";
import { isOwnScriptUrl, startOwnWorker, WORKER_URL_POLICY } from "../../../src/trustedTypes";
import { lazyPolicy } from "../../../src/trustedTypes";

const page = {
  href: "https://research.example/checklist#item",
  origin: "https://research.example",
  protocol: "https:",
};

describe("isOwnScriptUrl, in the build", () => {
  const own = (url: string) => isOwnScriptUrl(url, page, "/assets/");

  it("admits the build's own scripts, as Vite names them", () => {
    expect(own("/assets/deflateWorker-BIuPKKGe.js")).toBe(true);
    expect(own("/assets/pdf.worker.min-FHbmGBN0.mjs")).toBe(true);
    expect(own("https://research.example/assets/deflateWorker-BIuPKKGe.js")).toBe(true);
  });

  it("refuses another origin, another scheme, a blob: or data: URL", () => {
    expect(own("https://elsewhere.example/assets/worker.js")).toBe(false);
    expect(own("//elsewhere.example/assets/worker.js")).toBe(false);
    expect(own("http://research.example/assets/worker.js")).toBe(false);
    // A blob: URL made by the page has the page's origin.
    expect(own("blob:https://research.example/8c1f0a3e-0000-4000-8000-000000000000")).toBe(false);
    expect(own("data:text/javascript,postMessage(1)")).toBe(false);
    expect(own("javascript:postMessage(1)")).toBe(false);
  });

  it("refuses anything but a script file under the assets folder, or with a query or fragment", () => {
    expect(own("/checklist.js")).toBe(false);
    expect(own("/assets/../evil.js")).toBe(false);
    expect(own("/assetsevil/worker.js")).toBe(false);
    expect(own("/assets/worker.json")).toBe(false);
    expect(own("/assets/worker.js?x=1")).toBe(false);
    expect(own("/assets/worker.js#x")).toBe(false);
  });

  it("follows the build's base path", () => {
    expect(isOwnScriptUrl("/tool/assets/worker-1.js", page, "/tool/assets/")).toBe(true);
    expect(isOwnScriptUrl("/assets/worker-1.js", page, "/tool/assets/")).toBe(false);
  });
});

describe("isOwnScriptUrl, on the dev server", () => {
  it("admits any path of the page's origin (workers are served from their sources), nothing else", () => {
    expect(
      isOwnScriptUrl("/src/export/pdf/deflateWorker.ts?worker_file&type=module", page, null),
    ).toBe(true);
    expect(isOwnScriptUrl("https://elsewhere.example/worker.js", page, null)).toBe(false);
    expect(isOwnScriptUrl("blob:https://research.example/1", page, null)).toBe(false);
  });
});

describe("startOwnWorker", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  class FakeWorker {
    constructor(
      readonly url: unknown,
      readonly options: WorkerOptions,
    ) {}
  }

  it("refuses a URL that is not the app's own, before any worker starts", () => {
    vi.stubGlobal("Worker", FakeWorker);
    expect(() => startOwnWorker("https://elsewhere.example/worker.js", { type: "module" })).toThrow(
      TypeError,
    );
  });

  it("hands the Worker the policy's trusted URL where the engine has Trusted Types", async () => {
    const createPolicy = vi.fn(
      (_name: string, rules: { createScriptURL: (input: string) => string }) => ({
        createScriptURL: (input: string) => ({ trusted: rules.createScriptURL(input) }),
      }),
    );
    vi.stubGlobal("trustedTypes", { createPolicy });
    vi.stubGlobal("Worker", FakeWorker);
    vi.resetModules();
    const fresh = await import("../../../src/trustedTypes");
    const first = fresh.startOwnWorker("/assets/a.js", { type: "module" }) as unknown as FakeWorker;
    fresh.startOwnWorker("/assets/b.js", { type: "module" });
    expect(first.url).toEqual({ trusted: "/assets/a.js" });
    expect(first.options).toEqual({ type: "module" });
    expect(createPolicy).toHaveBeenCalledTimes(1);
    expect(createPolicy.mock.calls[0]?.[0]).toBe(WORKER_URL_POLICY);
    // The policy's own rule refuses too, whoever calls it.
    expect(() => createPolicy.mock.calls[0]?.[1].createScriptURL("data:text/javascript,1")).toThrow(
      TypeError,
    );
  });

  it("hands it the plain URL where the engine has none", () => {
    vi.stubGlobal("Worker", FakeWorker);
    const worker = startOwnWorker("/assets/a.js", { type: "module" }) as unknown as FakeWorker;
    expect(worker.url).toBe("/assets/a.js");
  });
});

describe("lazyPolicy", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("makes its policy once, when first asked, and gives null without Trusted Types", () => {
    const createPolicy = vi.fn(() => ({ createHTML: vi.fn(), createScriptURL: vi.fn() }));
    const rules = { createHTML: (input: string) => input };
    const policy = lazyPolicy("report-frame", rules);
    expect(createPolicy).not.toHaveBeenCalled();
    vi.stubGlobal("trustedTypes", { createPolicy });
    expect(policy()).toBe(policy());
    expect(createPolicy).toHaveBeenCalledTimes(1);
    expect(createPolicy).toHaveBeenCalledWith("report-frame", rules);
    vi.unstubAllGlobals();
    expect(lazyPolicy("report-frame", rules)()).toBeNull();
  });
});
