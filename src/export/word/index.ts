// The public face of word/: the report as a Word (.docx) file. The app loads it on demand, and the
// docx library with it.

export { exportChecklistWord } from "./exportChecklistWord";
export type { ExportedChecklistWord } from "./exportChecklistWord";
export {
  DOCX_MEDIA_TYPE,
  EMPTY_BOX_CHARACTER,
  TICK_CHARACTER,
  reportDocument,
  reportDocx,
} from "./reportDocx";
