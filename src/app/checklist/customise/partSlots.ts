// The parts customise/ shows that come in the lazy parts' chunk (src/app/parts), by their names
// there.

import type { ComponentProps } from "react";
import { lazyPart } from "../../onDemand";
import type { CustomisedBanner as CustomisedBannerPart } from "./CustomisedBanner";

export const CustomisedBanner =
  lazyPart<ComponentProps<typeof CustomisedBannerPart>>("CustomisedBanner");
