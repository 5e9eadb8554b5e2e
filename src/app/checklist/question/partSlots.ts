// The parts question/ shows that come in the lazy parts' chunk (src/app/parts), by their names
// there.

import type { ComponentProps } from "react";
import { lazyPart } from "../../onDemand";
import type { NoteEditor as NoteEditorPart } from "./NoteEditor";

export const NoteEditor = lazyPart<ComponentProps<typeof NoteEditorPart>>("NoteEditor");
