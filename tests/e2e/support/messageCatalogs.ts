// Every language's messages for the end-to-end tests' own Node process, which has no bundler to make
// `virtual:message-catalogs` (build/messageCatalogs.ts): the same loaders, compiled from the files.

import { LANGUAGE_CODES, MESSAGE_PARTS } from "../../../src/i18n/catalogParts";
import { compiledPart } from "../../../build/messageCatalogs";

export const MESSAGE_LOADERS = Object.fromEntries(
  LANGUAGE_CODES.map((language) => [
    language,
    Object.fromEntries(
      MESSAGE_PARTS.map((part) => [part, async () => compiledPart(language, part)]),
    ),
  ]),
);
