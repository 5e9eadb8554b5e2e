import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath, openAllSections, serve, waitForApp } from "./lib.mjs";
const out = process.argv[2];
const routes = process.argv.slice(3);
const server = await serve({ port: 4191 });
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
for (const route of routes) for (const [w, scheme] of [[1280, "light"], [390, "dark"]]) {
  const page = await browser.newPage({ viewport: { width: w, height: 900 }, colorScheme: scheme });
  await page.goto(server.origin + route);
  await waitForApp(page);
  if (route.endsWith("/") || route === "") await openAllSections(page).catch(() => {});
  await page.screenshot({ path: `${out}/${route.replace(/\//g, "_") || "root"}-${w}-${scheme}.png`, fullPage: false });
  await page.close();
}
await browser.close(); await server.close?.();
