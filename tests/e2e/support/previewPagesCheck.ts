// The browser-side check that the preview drew every page with its text layer. A plain function,
// with nothing from Playwright inside and no reference to anything outside itself, so any driver
// can evaluate it in the page: Playwright's page.evaluate(checkPreviewPages, texts) here, and
// WebDriver's executeScript (Firefox, WebKit) or Puppeteer's evaluate as well.

export interface PreviewPageFacts {
  readonly label: string;
  /** The canvas's own pixels and the CSS box it is shown in. */
  readonly canvas: { width: number; height: number; cssWidth: number; cssHeight: number };
  /** Share of sampled pixels that are not white: 0 means a blank page. */
  readonly inked: number;
  readonly text: string;
}

export interface PreviewPagesReport {
  readonly pageCount: number;
  readonly pages: PreviewPageFacts[];
  /** Everything that is wrong, in words; empty when every page is drawn with its text. */
  readonly problems: string[];
}

/**
 * Run in the page once the preview is open. `expectedTexts` are strings (questions, say) that must
 * each be found, whitespace folded, in some page's text layer.
 */
export function checkPreviewPages(expectedTexts: readonly string[]): PreviewPagesReport {
  const problems: string[] = [];
  const fold = (s: string) => s.replace(/\s+/g, " ").trim();
  const dialog = document.querySelector("dialog[open]");
  const list = dialog?.querySelector("ol[data-page-count]");
  if (!dialog || !list) return { pageCount: 0, pages: [], problems: ["no preview page list"] };
  const pageCount = Number(list.getAttribute("data-page-count"));
  const items = [...list.querySelectorAll(":scope > li")];
  if (items.length !== pageCount) problems.push(`${items.length} pages shown of ${pageCount}`);
  const scroller = list.parentElement;
  if (scroller && scroller.scrollWidth > scroller.clientWidth)
    problems.push(`the pages scroll sideways (${scroller.scrollWidth} > ${scroller.clientWidth})`);
  if (dialog.scrollWidth > dialog.clientWidth) problems.push("the dialog scrolls sideways");
  const ratio = window.devicePixelRatio || 1;

  const pages = items.map((item, index): PreviewPageFacts => {
    const n = index + 1;
    const labelId = item.getAttribute("aria-labelledby");
    const label = (labelId && document.getElementById(labelId)?.textContent) || "";
    if (label !== `Page ${n} of ${pageCount}`) problems.push(`page ${n} is labelled "${label}"`);
    if (item.getAttribute("data-state") !== "drawn")
      problems.push(`page ${n} is ${item.getAttribute("data-state")}`);

    const canvas = item.querySelector("canvas");
    const layer = item.querySelector(".report-text-layer");
    if (!canvas || !layer) {
      problems.push(`page ${n} has no canvas or no text layer`);
      return {
        label,
        canvas: { width: 0, height: 0, cssWidth: 0, cssHeight: 0 },
        inked: 0,
        text: "",
      };
    }
    const box = canvas.getBoundingClientRect();
    const layerBox = layer.getBoundingClientRect();
    if (scroller && box.right > scroller.getBoundingClientRect().right + 0.5)
      problems.push(`page ${n} runs past the preview's right edge`);
    if (Math.abs(layerBox.width - box.width) > 1 || Math.abs(layerBox.height - box.height) > 1)
      problems.push(`page ${n}'s text layer is not over its canvas`);
    // Drawn at the screen's density: one canvas pixel per device pixel.
    if (Math.abs(canvas.width - box.width * ratio) > 2)
      problems.push(`page ${n} is drawn ${canvas.width} px wide for ${box.width * ratio}`);

    let inked = 0;
    const context = canvas.getContext("2d");
    if (context && canvas.width > 0 && canvas.height > 0) {
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let sampled = 0;
      for (let i = 0; i < data.length; i += 4 * 97) {
        sampled++;
        if ((data[i] ?? 255) < 240 || (data[i + 1] ?? 255) < 240 || (data[i + 2] ?? 255) < 240)
          inked++;
      }
      inked /= sampled;
    }
    if (inked === 0) problems.push(`page ${n}'s canvas is blank`);
    // Its pixels are there, but is it on show? (A canvas is hidden while it is drawn.)
    if (getComputedStyle(canvas).visibility !== "visible")
      problems.push(`page ${n}'s canvas is not shown`);
    const text = fold(layer.textContent ?? "");
    if (text === "") problems.push(`page ${n} has no text in its text layer`);
    return {
      label,
      canvas: {
        width: canvas.width,
        height: canvas.height,
        cssWidth: box.width,
        cssHeight: box.height,
      },
      inked,
      text,
    };
  });

  // Compared without whitespace: a line break in the text layer is a <br>, which adds no space.
  const squash = (s: string) => s.replace(/\s+/g, "");
  const all = pages.map((p) => squash(p.text));
  for (const expected of expectedTexts)
    if (!all.some((text) => text.includes(squash(expected))))
      problems.push(`no page's text layer holds "${expected}"`);
  return { pageCount, pages, problems };
}
