// The public face of src/trustedTypes: the page's own Trusted Types policies (docs/security.md), one per
// sink that no DOM API replaces.

export { lazyPolicy } from "./lazyPolicy";
export type { PolicyRules, TrustedTypePolicy } from "./lazyPolicy";
export { WORKER_URL_POLICY, isOwnScriptUrl, startOwnWorker } from "./workerUrl";
export type { PageAddress } from "./workerUrl";
