// The checklist's prerendered markup, as bench/ready.mjs reads it from dist/index.html.
declare module "virtual:prerendered-page" {
  /** Text, or an element: its tag ("$" for a Suspense boundary), its React props, its children. */
  export type PageNode = string | [string, Record<string, unknown>, ...PageNode[]];
  /** The children of the page's #root. */
  export const PRERENDERED_PAGE: PageNode[];
}
