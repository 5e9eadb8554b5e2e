// The three navigation entries of spec §2, shared by the desktop and mobile navigation.

import { CircleHelp, FileText, ListChecks } from "lucide";
import type { IconNode } from "../icons/Icon";
import { aboutCopy, howToUseCopy } from "../onDemand";

export interface NavigationEntry {
  readonly path: string;
  readonly label: string;
  readonly icon: IconNode;
  /** Fetches what the page shows on first visit, as its link is pointed at or focused. */
  readonly prefetch?: () => void;
}

export const NAVIGATION_ENTRIES: readonly NavigationEntry[] = [
  { path: "/", label: "Home", icon: ListChecks },
  { path: "/about", label: "About", icon: FileText, prefetch: aboutCopy.prefetch },
  { path: "/how-to-use", label: "How to Use", icon: CircleHelp, prefetch: howToUseCopy.prefetch },
];
