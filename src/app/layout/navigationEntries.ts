// The three navigation entries of spec §2, shared by the desktop and mobile navigation.

import { CircleHelp, FileText, ListChecks } from "lucide";
import type { IconNode } from "../icons/Icon";

export interface NavigationEntry {
  readonly path: string;
  readonly label: string;
  readonly icon: IconNode;
}

export const NAVIGATION_ENTRIES: readonly NavigationEntry[] = [
  { path: "/", label: "Home", icon: ListChecks },
  { path: "/about", label: "About", icon: FileText },
  { path: "/how-to-use", label: "How to Use", icon: CircleHelp },
];
