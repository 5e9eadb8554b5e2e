// A prerendered page's HTML (scripts/prerender.mjs): the built index.html filled for one page.
// Apart from the prerendering, which builds and runs the app, so that a test can fill a page.

/**
 * The built index.html in the page's language, with its title, description and links (its
 * canonical address and languages: none without the site's origin), the stylesheet, its messages
 * preloaded, and its markup in #root.
 *
 * @param {string} html the built index.html
 * @param {{ path: string, html: string, title: string, lang: string, dir: string, description: string,
 *   noscript: string, links: readonly { rel: string, hreflang?: string, href: string }[] }} page
 * @param {string} stylesheet
 * @param {readonly string[]} preloads
 * @returns {string}
 */
export function fillPage(html, page, stylesheet, preloads) {
  const preload = preloads
    .map((chunk) => `$1<link rel="modulepreload" crossorigin href="${chunk}" />`)
    .join("");
  // Absolute addresses, as search engines take them: the canonical one, each language's version of
  // this page (hreflang), and x-default for a reader of none of them (English).
  const links = page.links
    .map(
      ({ rel, hreflang, href }) =>
        `$1<link rel="${rel}"${hreflang === undefined ? "" : ` hreflang="${hreflang}"`} href="${escapeHtml(href)}" />`,
    )
    .join("");
  let out = html;
  out = replaceOnce(out, /<html lang="en">/, `<html lang="${page.lang}" dir="${page.dir}">`);
  out = replaceOnce(out, /<title>[^<]*<\/title>/, `<title>${page.title}</title>`);
  out = replaceOnce(
    out,
    /(<meta\s+name="description"\s+content=")[^"]*(")/,
    `$1${escapeHtml(page.description)}$2`,
  );
  out = replaceOnce(
    out,
    /(<noscript\s*>)[^<]*(<\/noscript\s*>)/,
    `$1${escapeHtml(page.noscript)}$2`,
  );
  // Before the module script, so the browser fetches them all at once; a stylesheet in the head
  // blocks the first paint until it arrives, so no page ever paints unstyled.
  out = replaceOnce(
    out,
    /(\s*)<script type="module"/,
    `$1<link rel="stylesheet" href="${stylesheet}" />${preload}${links}$1<script type="module"`,
  );
  return replaceOnce(
    out,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="${page.path}">${page.html}</div>`,
  );
}

function escapeHtml(text) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

function replaceOnce(text, pattern, replacement) {
  if (!pattern.test(text)) throw new Error(`dist/index.html has no ${pattern}`);
  return text.replace(pattern, replacement);
}
