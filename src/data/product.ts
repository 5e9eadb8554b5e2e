// Product constants: the names the header, the document title and the export file carry.

export const PRODUCT_TITLE = "Principles and Guidelines for Computing Research";
export const PRODUCT_SUBTITLE =
  "An ethics checklist for researchers in computing: assess your project, principle by principle";
/** Used in the export file name: {short-name}-principles-checklist-{YYYY-MM-DD}.pdf (spec §7). */
export const PRODUCT_SHORT_NAME = "computing-research";
