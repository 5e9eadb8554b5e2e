#!/usr/bin/env node
// Lighthouse on the production build, mobile preset (Lighthouse's default config: a mid-range phone
// with simulated slow 4G and 4× CPU slowdown), for each route. The system Chromium, started fresh for
// every run so no run inherits another's caches. Prints medians and, for any category below its
// goal, the audits that cost points. Needs the app built in dist/. Alone: `node bench/lighthouse.mjs`.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, chromiumPath, kib, median, ms, serve } from "./lib.mjs";

export const ROUTES = ["/", "/about", "/how-to-use"];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** The issue's goals, as 0–100 scores. */
export const GOALS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

const METRICS = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
};

export async function runLighthouse({ origin, runs = 3 }) {
  if (!chromiumPath) throw new Error("No Chromium found: set CHROME_PATH.");
  const results = {};
  for (const route of ROUTES) {
    const lhrs = [];
    for (let i = 0; i < runs; i++) lhrs.push(await audit(`${origin}${route}`));
    results[route] = summarise(lhrs);
  }
  print(results, runs);
  return results;
}

async function audit(url) {
  // chrome-launcher stops Chromium outright, so Chromium cannot remove the folder it makes in the
  // temporary directory for its single-instance socket (org.chromium.Chromium.*): one was left per
  // run. Chromium gets a temporary directory of its own, removed once it has stopped.
  const scratch = mkdtempSync(join(tmpdir(), "lighthouse-chromium-"));
  const chrome = await chromeLauncher
    .launch({
      chromePath: chromiumPath,
      chromeFlags: [...CHROMIUM_ARGS, "--headless=new"],
      envVars: { ...process.env, TMPDIR: scratch },
      logLevel: "silent",
    })
    .catch((error) => {
      rmSync(scratch, { recursive: true, force: true });
      throw error;
    });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    await chrome.kill();
    rmSync(scratch, { recursive: true, force: true });
  }
}

function summarise(lhrs) {
  const scores = {};
  for (const id of CATEGORIES) {
    scores[id] = median(lhrs.map((lhr) => Math.round((lhr.categories[id].score ?? 0) * 100)));
  }
  const metrics = {};
  for (const [key, id] of Object.entries(METRICS)) {
    metrics[key] = median(lhrs.map((lhr) => lhr.audits[id].numericValue ?? NaN));
  }
  metrics.jsTransferBytes = median(lhrs.map(scriptTransferBytes));
  const goalsMet = Object.fromEntries(CATEGORIES.map((id) => [id, scores[id] >= GOALS[id]]));
  const failing = Object.fromEntries(
    CATEGORIES.filter((id) => !goalsMet[id]).map((id) => [id, failingAudits(lhrs, id)]),
  );
  return {
    scores,
    metrics,
    goalsMet,
    allGoalsMet: Object.values(goalsMet).every(Boolean),
    // Lighthouse's CPU score for this machine: simulated throttling scales its 4× slowdown from it,
    // so a busy or slow host shows here before it shows as a worse TBT.
    benchmarkIndex: median(lhrs.map((lhr) => lhr.environment.benchmarkIndex)),
    lighthouseVersion: lhrs[0].lighthouseVersion,
    failing,
    mainThread: mainThreadBreakdown(lhrs.at(-1)),
    unusedJs: unusedJavaScript(lhrs.at(-1)),
  };
}

/** Bytes of script over the wire, from the network log (the server's own encoding included). */
function scriptTransferBytes(lhr) {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/**
 * The category's audits that did not score full marks in any run, with how many runs they failed
 * in: a flaky audit shows up as "1/3" rather than hiding behind the median.
 */
function failingAudits(lhrs, categoryId) {
  const byId = new Map();
  for (const lhr of lhrs) {
    for (const ref of lhr.categories[categoryId].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (["notApplicable", "manual", "informative"].includes(audit.scoreDisplayMode)) continue;
      const entry = byId.get(ref.id) ?? {
        id: ref.id,
        title: audit.title,
        weight: ref.weight,
        group: ref.group,
        runs: 0,
        scores: [],
        displayValue: audit.displayValue,
        savingsMs: audit.metricSavings ? totalSavings(audit.metricSavings) : undefined,
        items: topItems(audit),
      };
      entry.runs++;
      entry.scores.push(audit.score);
      byId.set(ref.id, entry);
    }
  }
  return [...byId.values()].sort((a, b) => b.weight - a.weight || a.id.localeCompare(b.id));
}

function totalSavings(savings) {
  return Object.entries(savings)
    .filter(([metric]) => metric !== "CLS")
    .reduce((sum, [, value]) => sum + (value ?? 0), 0);
}

/** The first few rows of an audit's table, trimmed to what says where the points go. */
function topItems(audit) {
  const items = audit.details?.items;
  if (!Array.isArray(items)) return [];
  if (audit.details.type === "list") return networkChains(items);
  return items.slice(0, 5).map((item) => {
    // robots.txt: the line that failed to parse, and why.
    if (item.message !== undefined) return `line ${item.index}: ${item.line} (${item.message})`;
    const where =
      item.url ?? item.source?.url ?? item.node?.snippet ?? item.description ?? item.groupLabel;
    const amount =
      item.wastedBytes !== undefined
        ? kib(item.wastedBytes)
        : item.wastedMs !== undefined
          ? ms(item.wastedMs)
          : item.total !== undefined
            ? ms(item.total)
            : item.duration !== undefined
              ? ms(item.duration)
              : undefined;
    return [where, amount].filter((x) => x !== undefined).join(": ");
  });
}

/** The request chains of a network-tree section, one line per chain, longest first. */
function networkChains(sections) {
  const lines = [];
  const walk = (node, path) => {
    const here = [...path, `${new URL(node.url).pathname} (${kib(node.transferSize ?? 0)})`];
    const children = Object.values(node.children ?? {});
    if (children.length === 0) {
      lines.push({ text: here.join(" → "), end: node.navStartToEndTime ?? 0 });
    }
    for (const child of children) walk(child, here);
  };
  for (const section of sections) {
    for (const root of Object.values(section.value?.chains ?? {})) walk(root, []);
  }
  return lines
    .sort((a, b) => b.end - a.end)
    .slice(0, 5)
    .map((l) => `${l.text}: ends at ${ms(l.end)}`);
}

function mainThreadBreakdown(lhr) {
  const audit = lhr.audits["mainthread-work-breakdown"];
  const items = audit?.details?.items ?? [];
  return {
    totalMs: audit?.numericValue,
    groups: items.map((item) => ({ group: item.groupLabel, ms: item.duration })),
    bootup: (lhr.audits["bootup-time"]?.details?.items ?? []).map((item) => ({
      url: item.url,
      totalMs: item.total,
      scriptingMs: item.scripting,
      parseMs: item.scriptParseCompile,
    })),
  };
}

function unusedJavaScript(lhr) {
  const audit = lhr.audits["unused-javascript"];
  return (audit?.details?.items ?? []).map((item) => ({
    url: item.url,
    totalBytes: item.totalBytes,
    wastedBytes: item.wastedBytes,
  }));
}

function print(results, runs) {
  console.log(
    `\nLighthouse, mobile preset (simulated throttling), production build, median of ${runs} runs per route`,
  );
  const score = (s) => String(s).padStart(4);
  console.log(
    "route         perf  a11y    bp   seo   FCP       LCP       TBT      CLS     JS transferred  goals",
  );
  for (const [route, r] of Object.entries(results)) {
    const { scores: s, metrics: m } = r;
    console.log(
      `${route.padEnd(12)}  ${score(s.performance)}  ${score(s.accessibility)}  ${score(s["best-practices"])}  ${score(s.seo)}   ${ms(m.fcp).padEnd(8)}  ${ms(m.lcp).padEnd(8)}  ${ms(m.tbt).padEnd(7)}  ${m.cls.toFixed(3).padEnd(6)}  ${kib(m.jsTransferBytes).padEnd(14)}  ${r.allGoalsMet ? "met" : "not met"}`,
    );
  }
  const indexes = Object.values(results).map((r) => r.benchmarkIndex);
  console.log(
    `host benchmarkIndex ${Math.min(...indexes).toFixed(0)}–${Math.max(...indexes).toFixed(0)} (Lighthouse ${Object.values(results)[0]?.lighthouseVersion})`,
  );
  console.log(
    `goals: performance ≥ ${GOALS.performance}, accessibility ${GOALS.accessibility}, best practices ${GOALS["best-practices"]}, SEO ${GOALS.seo}`,
  );

  for (const [route, r] of Object.entries(results)) {
    const missed = CATEGORIES.filter((id) => !r.goalsMet[id]);
    if (missed.length === 0) continue;
    console.log(`\n${route}: not met: ${missed.map((id) => `${id} ${r.scores[id]}`).join(", ")}`);
    for (const id of missed) {
      console.log(`  ${id}, audits below full marks (weight, runs failed):`);
      for (const a of r.failing[id]) {
        const extra = [
          a.displayValue,
          a.savingsMs ? `saves ~${ms(a.savingsMs)}` : undefined,
          `score ${median(a.scores).toFixed(2)}`,
        ]
          .filter(Boolean)
          .join(", ");
        console.log(`    ${a.id} — ${a.title} (w ${a.weight}, ${a.runs}/${runs}) ${extra}`);
        for (const item of a.items) console.log(`        ${item}`);
      }
    }
    if (missed.includes("performance")) {
      const mt = r.mainThread;
      console.log(`  main-thread work (last run): ${ms(mt.totalMs ?? 0)}`);
      for (const g of mt.groups) console.log(`    ${g.group.padEnd(30)} ${ms(g.ms)}`);
      console.log("  script boot-up by file (total / scripting / parse+compile):");
      for (const b of mt.bootup)
        console.log(
          `    ${b.url}  ${ms(b.totalMs)} / ${ms(b.scriptingMs)} / ${ms(b.parseMs ?? 0)}`,
        );
      console.log("  unused JavaScript (wasted of total):");
      for (const u of r.unusedJs)
        console.log(`    ${u.url}  ${kib(u.wastedBytes)} of ${kib(u.totalBytes)}`);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const server = await serve({ port: 4195 });
  try {
    await runLighthouse({ origin: server.origin, runs: Number(process.env.BENCH_RUNS ?? 3) });
  } finally {
    server.close();
  }
}
