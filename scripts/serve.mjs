#!/usr/bin/env node
// `npm run preview`: serves the built app (dist/) on 127.0.0.1 as a static host does, with the
// precompressed copies the build writes (scripts/precompress.mjs): Brotli to a browser that accepts
// it, else gzip, else the file itself, each with `Vary: Accept-Encoding`. /about is answered with
// about.html, and an unknown path with index.html, whose app shows its "Page not found" page (the
// docs/deploying.md gives each host's setting for that).
//
//   node scripts/serve.mjs [--port 4173] [--host 127.0.0.1] [--dir dist]

import { createServer } from "node:http";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import sirv from "sirv";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PORT ?? "4173" },
    host: { type: "string", default: "127.0.0.1" },
    dir: { type: "string", default: "dist" },
  },
});

if (!existsSync(`${values.dir}/index.html`)) {
  console.error(`No ${values.dir}/index.html: build the app first (npm run build).`);
  process.exit(1);
}

const files = sirv(values.dir, {
  brotli: true,
  gzip: true,
  extensions: ["html"],
  single: true,
  etag: true,
  dev: false,
});

const server = createServer((request, response) => files(request, response));
server.on("error", (error) => {
  console.error(`Could not serve on ${values.host}:${values.port}: ${error.message}`);
  process.exit(1);
});
server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${values.dir}/ at http://${values.host}:${values.port}/`);
});
