// The guidance pages' copy: their shapes and the About page's sources. A room of its own, fetched
// with the pages' words (src/app/onDemand/guidanceCopy.ts), so that no page's first load carries it.
export type {
  AboutCard,
  AboutSection,
  BulletList,
  FaqEntry,
  SourceLink,
  TitledText,
} from "./pageCopy";
export { SOURCES, aboutPage } from "./aboutCopy";
export { howToUsePage } from "./howToUseCopy";
