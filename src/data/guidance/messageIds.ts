// Where the guidance's words are: messages in each language's file (locales/*.po), in a part of
// their own ("guidance", src/i18n/catalogParts.ts), loaded when guidance is first asked for.

/** A principle's introduction: what it protects, and why. */
export const principleIntroMessageId = (principleId: string) => `guidance.principle.${principleId}`;

/**
 * A question's guidance, in three messages. `meets` and `ifNot` hold one to three items each, one
 * per line (a line break between them, in every language the same count as in English).
 */
export const questionGuidanceMessageIds = (questionId: string) =>
  ({
    asks: `guidance.asks.${questionId}`,
    meets: `guidance.meets.${questionId}`,
    ifNot: `guidance.ifNot.${questionId}`,
  }) as const;

/** The items of a `meets` or `ifNot` message: its lines, without blank ones. */
export function guidanceItems(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}
