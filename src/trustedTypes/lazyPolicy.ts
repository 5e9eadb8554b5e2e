// The app's Content-Security-Policy requires Trusted Types for every script sink
// (require-trusted-types-for 'script') and lists the only policies a page may create
// (trusted-types in build/contentSecurityPolicy.ts). A policy here is made for one use, admits
// only what that use needs and throws on anything else.

/** The part of the Trusted Types API the export uses (TypeScript's DOM types do not have it yet). */
export interface PolicyRules {
  createHTML?: (input: string) => string;
  createScriptURL?: (input: string) => string;
}
export interface TrustedTypePolicy {
  createHTML(input: string): unknown;
  createScriptURL(input: string): unknown;
}
interface TrustedTypePolicyFactory {
  createPolicy(name: string, rules: PolicyRules): TrustedTypePolicy;
}

/**
 * A policy made the first time it is needed, once per page (the policy refuses a second policy of
 * the same name), or null in an engine without Trusted Types, whose sinks take plain strings.
 */
export function lazyPolicy(name: string, rules: PolicyRules): () => TrustedTypePolicy | null {
  let policy: TrustedTypePolicy | null | undefined;
  return () => {
    if (policy === undefined) {
      const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
      policy =
        typeof factory?.createPolicy === "function" ? factory.createPolicy(name, rules) : null;
    }
    return policy;
  };
}
