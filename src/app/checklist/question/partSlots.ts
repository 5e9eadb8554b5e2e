// The parts question/ shows that come in the lazy parts' chunk (src/app/parts), by their names
// there.

import type { ComponentProps } from "react";
import { lazyPart } from "../../onDemand";
import type { NoteEditor as NoteEditorPart } from "./NoteEditor";
import type {
  PrincipleGuidance as PrincipleGuidancePart,
  QuestionGuidance as QuestionGuidancePart,
} from "./GuidancePanel";
import type { SetAsideEditor as SetAsideEditorPart } from "./SetAsideEditor";
import type { SetAsideTickDialog as SetAsideTickDialogPart } from "./SetAsideTickDialog";
import type { SetAsideWordsProps } from "./SetAsideWords";

export const NoteEditor = lazyPart<ComponentProps<typeof NoteEditorPart>>("NoteEditor");
export const QuestionGuidance =
  lazyPart<ComponentProps<typeof QuestionGuidancePart>>("QuestionGuidance");
export const PrincipleGuidance =
  lazyPart<ComponentProps<typeof PrincipleGuidancePart>>("PrincipleGuidance");
export const SetAsideEditor = lazyPart<ComponentProps<typeof SetAsideEditorPart>>("SetAsideEditor");
export const SetAsideTickDialog =
  lazyPart<ComponentProps<typeof SetAsideTickDialogPart>>("SetAsideTickDialog");
export const SetAsideWords = lazyPart<SetAsideWordsProps>("SetAsideWords");
