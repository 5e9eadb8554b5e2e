import type { Plugin } from "vite";
import { EARLY_INPUT_SCRIPT } from "../src/app/earlyInput/earlyInputScript.ts";
import { contentSecurityPolicy } from "./contentSecurityPolicy.ts";

// The policy goes into the built index.html only: the dev server injects an inline script (React
// Fast Refresh's preamble) that a policy without 'unsafe-inline' would refuse.
//
// With it, the one inline script the policy admits by its hash: the early-input capture
// (src/app/earlyInput), which holds taps made before the app responds. Only the built pages need
// it, since only they arrive with buttons already drawn. It goes right after the policy and before
// the stylesheet: an inline script after a stylesheet that is still loading waits for it, and this
// one must be listening before the first button shows.
export function contentSecurityPolicyMeta(): Plugin {
  return {
    name: "content-security-policy-meta",
    apply: "build",
    // Right after the charset, before any script or style: a policy in a <meta> covers only what
    // comes after it.
    transformIndexHtml(html) {
      const charset = '<meta charset="UTF-8" />';
      if (!html.includes(charset)) throw new Error(`index.html lost its ${charset}`);
      return html.replace(
        charset,
        `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy()}" />` +
          `\n    <script>${EARLY_INPUT_SCRIPT}</script>`,
      );
    },
  };
}
