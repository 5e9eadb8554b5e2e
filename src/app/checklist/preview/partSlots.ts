// The parts preview/ shows that come in the lazy parts' chunk (src/app/parts), by their names
// there.

import type { ComponentProps } from "react";
import { lazyPart } from "../../onDemand";
import type { PreviewDialog as PreviewDialogPart } from "./PreviewDialog";

export const PreviewDialog = lazyPart<ComponentProps<typeof PreviewDialogPart>>("PreviewDialog");
