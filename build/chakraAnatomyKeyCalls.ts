import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * Chakra's theme modules build every recipe at import time: `defineSlotRecipe({ slots:
 * accordionAnatomy.keys(), … })`. The bundler drops the recipes the app never uses, but keeps those
 * calls as possible side effects, and with them the anatomies and recipes they reach (measured:
 * about 10 kB of the first load). They are pure; saying so lets them go. The names are read from the
 * installed Chakra, so a new recipe is covered without editing this list.
 */
export function chakraAnatomyKeyCalls(): string[] {
  const recipes = fileURLToPath(
    new URL("../node_modules/@chakra-ui/react/dist/esm/theme/recipes", import.meta.url),
  );
  const names = new Set<string>();
  for (const file of readdirSync(recipes)) {
    const source = readFileSync(`${recipes}/${file}`, "utf8");
    for (const [, name] of source.matchAll(/slots: (\w+Anatomy)\.keys\(\)/g))
      names.add(`${name}.keys`);
  }
  return [...names];
}
