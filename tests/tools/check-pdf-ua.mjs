#!/usr/bin/env node
// Checks PDF files against the machine-checkable PDF/UA-1 conditions that apply to the checklist's
// report (tests/tools/pdfUaChecks.mjs), printing each condition with its result. Needs qpdf.
//
//   node tests/tools/check-pdf-ua.mjs report.pdf [more.pdf …]
//
// Exits with 1 if any condition fails in any file.

import { checkPdfUa, formatResults } from "./pdfUaChecks.mjs";

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error("Usage: node tests/tools/check-pdf-ua.mjs <file.pdf> [more.pdf …]");
  process.exit(2);
}
let failed = 0;
for (const file of files) {
  const results = checkPdfUa(file);
  const failures = results.filter((result) => !result.passed).length;
  failed += failures;
  console.log(
    `${file}: ${failures === 0 ? "no" : failures} failure condition${failures === 1 ? "" : "s"} found, of ${results.length} checked`,
  );
  for (const line of formatResults(results)) console.log(`  ${line}`);
}
process.exit(failed > 0 ? 1 : 0);
