// The public face of trustedTypes/: the export's Trusted Types policies (docs/security.md), one per
// sink that no DOM API replaces.

export { lazyPolicy } from "./lazyPolicy";
export type { PolicyRules, TrustedTypePolicy } from "./lazyPolicy";
export { WORKER_URL_POLICY, isOwnScriptUrl, startOwnWorker } from "./workerUrl";
export type { PageAddress } from "./workerUrl";
