// @vitest-environment node
// The build's precompressed copies (scripts/precompress.mjs) and the server that sends them
// (scripts/serve.mjs, `npm run preview`): each copy decodes to its file byte for byte; a browser
// gets Brotli when it accepts it, else gzip, else the file; a copy that would not be smaller is not
// kept; and the routes answer as on a static host.

import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, existsSync, writeFileSync, mkdirSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script with no declarations
import { precompress } from "../../../scripts/precompress.mjs";

const SCRIPT = `export const questions = ${JSON.stringify(
  Array.from({ length: 200 }, (_, i) => `Does the research respect participant ${i}?`),
)};\n`;
const PAGE = `<!doctype html><html><head><title>Ethics checklist</title></head><body>${"<p>Checklist</p>".repeat(200)}</body></html>`;

let dir = "";

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "precompress-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), PAGE);
  writeFileSync(join(dir, "about.html"), PAGE.replace("Ethics checklist", "About"));
  writeFileSync(join(dir, "assets", "index-abc.js"), SCRIPT);
  writeFileSync(join(dir, "favicon.svg"), "<svg/>");
  // Random bytes do not compress: no copy is worth keeping. A stale one is removed.
  writeFileSync(
    join(dir, "assets", "noise.json"),
    Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256))),
  );
  writeFileSync(join(dir, "assets", "noise.json.br"), "stale");
  writeFileSync(join(dir, "assets", "photo.png"), SCRIPT);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("precompress", () => {
  it("writes Brotli and gzip copies that decode to each file, byte for byte", () => {
    const totals = precompress(dir) as { files: number; raw: number; brotli: number; gzip: number };
    for (const file of ["index.html", "about.html", "assets/index-abc.js"]) {
      const original = readFileSync(join(dir, file));
      const br = readFileSync(join(dir, `${file}.br`));
      const gz = readFileSync(join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(gz.length);
    }
    expect(totals.files).toBe(5);
    expect(totals.brotli).toBeLessThan(totals.gzip);
  });

  it("keeps no copy of a file too small or not made smaller, nor of an image", () => {
    expect(existsSync(join(dir, "favicon.svg.br"))).toBe(false);
    expect(existsSync(join(dir, "assets", "noise.json.br"))).toBe(false);
    expect(existsSync(join(dir, "assets", "noise.json.gz"))).toBe(false);
    expect(existsSync(join(dir, "assets", "photo.png.br"))).toBe(false);
  });
});

describe("serve.mjs, as `npm run preview`", () => {
  let server: ChildProcess;
  let port = 0;

  beforeAll(async () => {
    port = 4400 + Math.floor(Math.random() * 500);
    server = spawn(process.execPath, ["scripts/serve.mjs", "--port", String(port), "--dir", dir], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolve, reject) => {
      server.stdout?.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("Serving")) resolve();
      });
      server.on("exit", (code) => reject(new Error(`serve.mjs exited with ${code}`)));
    });
  });

  afterAll(() => server.kill());

  function get(path: string, acceptEncoding: string) {
    return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        const req = request(
          { host: "127.0.0.1", port, path, headers: { "accept-encoding": acceptEncoding } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            );
          },
        );
        req.on("error", reject);
        req.end();
      },
    );
  }

  it("sends Brotli to a browser that accepts it, else gzip, else the file", async () => {
    const original = readFileSync(join(dir, "assets", "index-abc.js"));
    const br = await get("/assets/index-abc.js", "gzip, deflate, br, zstd");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);

    const gz = await get("/assets/index-abc.js", "gzip, deflate");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(original)).toBe(true);

    const plain = await get("/assets/index-abc.js", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
  });

  it("answers /about with about.html, and an unknown route with the app's page", async () => {
    const about = await get("/about", "identity");
    expect(about.status).toBe(200);
    expect(about.body.toString()).toContain("<title>About</title>");
    const unknown = await get("/no-such-page", "identity");
    expect(unknown.status).toBe(200);
    expect(unknown.body.toString()).toContain("<title>Ethics checklist</title>");
    // A missing file is not answered with a page.
    expect((await get("/assets/missing.js", "identity")).status).toBe(404);
  });
});
