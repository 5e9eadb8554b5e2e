// The installed Chakra's createSystem module, as the build's plugins receive it (build/chakraStartup.ts,
// build/chakraTokens.ts): the unit tests load node_modules as they are.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chakraStyledSystemDir } from "../../../build/chakraStartup";

export function installedCreateSystemSource(): string {
  return readFileSync(join(chakraStyledSystemDir(), "system.js"), "utf8");
}
