// English's messages for the end-to-end tests' own Node process, which has no bundler to make
// `virtual:source-messages` (build/messageCatalogs.ts): compiled from locales/en.po the same way.
// playwright.config.ts maps the module's name here (tests/e2e/tsconfig.paths.json), and
// `virtual:message-catalogs` to messageCatalogs.ts.

import { MESSAGE_PARTS } from "../../../src/i18n/catalogParts";
import { compiledPart } from "../../../build/messageCatalogs";

const messages = Object.assign({}, ...MESSAGE_PARTS.map((part) => compiledPart("en", part)));
export default messages;
