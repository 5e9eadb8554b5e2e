// Reading a JSON value that came from outside (a file, a link): own properties only, from plain
// objects. A key such as "__proto__" or "constructor" is data here, never a way to the prototype,
// and nothing read is ever merged into another object. Shared by the assessment file's parser and
// the checklist file's parser, which must refuse the same things the same way.

/** A JSON object (not null, not a list). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The object's own value for `key`; undefined when it has none (an inherited one does not count). */
export function ownValue(value: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(value, key) ? value[key] : undefined;
}

/**
 * What a value is, as the key a message selects its words by: "null", "list", "string", "number",
 * "boolean", "object" (or, for a value that is not JSON, its `typeof`).
 */
export function jsonKind(value: unknown): string {
  return value === null ? "null" : Array.isArray(value) ? "list" : typeof value;
}
