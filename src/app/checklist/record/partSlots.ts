// The parts record/ shows that come in the lazy parts' chunk (src/app/parts), by their names there.

import type { ComponentProps } from "react";
import { lazyPart } from "../../onDemand";
import type { TeamDialogProps } from "../team";
import type { OpenReview as OpenReviewPart } from "./OpenReview";
import type { ReplaceDialog as ReplaceDialogPart } from "./ReplaceDialog";

// The overlay takes no props.
export const DropOverlay = lazyPart("DropOverlay");
export const OpenReview = lazyPart<ComponentProps<typeof OpenReviewPart>>("OpenReview");
export const ReplaceDialog = lazyPart<ComponentProps<typeof ReplaceDialogPart>>("ReplaceDialog");
/** Several files picked or dropped at once are brought together in Team's dialog. */
export const TeamDialog = lazyPart<TeamDialogProps>("TeamDialog");
