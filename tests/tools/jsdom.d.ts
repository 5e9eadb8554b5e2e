// The part of jsdom the docx reader uses (jsdom ships no types, and @types/jsdom would be one more
// package for one constructor): a window, for its DOMParser.
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
