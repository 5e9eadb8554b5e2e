// The build's message catalogs (build/messageCatalogs.ts): one loader for each language and part,
// and each part's compiled messages.
declare module "virtual:message-catalogs" {
  import type { Messages } from "@lingui/core";

  /** By language code (catalogParts.ts's LANGUAGE_CODES), then by part (MESSAGE_PARTS). */
  export const MESSAGE_LOADERS: Record<string, Record<string, () => Promise<Messages>>>;
}

declare module "virtual:messages/*" {
  import type { Messages } from "@lingui/core";

  const messages: Messages;
  export default messages;
}

declare module "virtual:source-messages" {
  import type { Messages } from "@lingui/core";

  /** English's messages, every part. */
  const messages: Messages;
  export default messages;
}
