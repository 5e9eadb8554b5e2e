// The three navigation entries of spec §2, shared by the desktop and mobile navigation. Each path
// is the route's within a language (pathInLanguage places it).

import { CircleHelp, FileText, ListChecks } from "lucide";
import type { IconNode } from "../icons/Icon";
import type { GuidancePart } from "../onDemand";

export interface NavigationEntry {
  readonly path: string;
  /** Its label's message. */
  readonly label: string;
  readonly icon: IconNode;
  /** The words its page shows, fetched on first visit as its link is pointed at or focused. */
  readonly copy?: GuidancePart;
}

export const NAVIGATION_ENTRIES: readonly NavigationEntry[] = [
  { path: "/", label: "nav.home", icon: ListChecks },
  { path: "/about", label: "nav.about", icon: FileText, copy: "about" },
  { path: "/how-to-use", label: "nav.howToUse", icon: CircleHelp, copy: "howToUse" },
];
