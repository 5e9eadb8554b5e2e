// The site's public origin, for the absolute addresses search engines take (each page's
// `<link rel="alternate" hreflang>` and `<link rel="canonical">`): the one setting a deployment
// gives the build, PUBLIC_ORIGIN (docs/deploying.md). A static build cannot know where it will be
// served, and a relative or guessed address is worse than none, so without it the pages name none.

/** The environment variable the build reads. */
export const PUBLIC_ORIGIN_VARIABLE = "PUBLIC_ORIGIN";

/**
 * The origin `value` names ("https://example.org", scheme and host in lower case, no trailing
 * slash), or null when it is not given (absent or blank). Throws, saying what is wrong, for
 * anything but an http or https origin: a path, query or fragment (the app is served from its
 * origin's root), a user name, or no scheme.
 *
 * @param {string | undefined} value
 * @returns {string | null}
 */
export function publicOriginFrom(value) {
  if (value === undefined || value.trim() === "") return null;
  const given = value.trim();
  const wrong = (why) =>
    new Error(
      `${PUBLIC_ORIGIN_VARIABLE}="${value}" is not a public origin: ${why}. ` +
        `Give the site's scheme and host only, such as https://example.org (docs/deploying.md).`,
    );
  let url;
  try {
    url = new URL(given);
  } catch {
    throw wrong("it is not an absolute address");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw wrong(`its scheme is ${url.protocol.slice(0, -1)}, not https or http`);
  if (url.username !== "" || url.password !== "") throw wrong("it carries a user name");
  if (given.includes("?")) throw wrong("it has a query");
  if (given.includes("#")) throw wrong("it has a fragment");
  // As written, not as URL reads it ("/." is "/" to it): a trailing slash alone is the root.
  const path = given.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "");
  if (path !== "" && path !== "/")
    throw wrong("it has a path, and the site is served from its origin's root");
  return url.origin;
}

/**
 * The build's origin from its environment. Throws for a bad value, as publicOriginFrom does.
 *
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function publicOriginOf(env = process.env) {
  return publicOriginFrom(env[PUBLIC_ORIGIN_VARIABLE]);
}
