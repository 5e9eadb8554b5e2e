// The three navigation entries of spec §2, shared by the desktop and mobile navigation.

import { CircleHelp, FileText, ListChecks, type LucideIcon } from "lucide-react";

export interface NavigationEntry {
  readonly path: string;
  readonly label: string;
  readonly icon: LucideIcon;
}

export const NAVIGATION_ENTRIES: readonly NavigationEntry[] = [
  { path: "/", label: "Home", icon: ListChecks },
  { path: "/about", label: "About", icon: FileText },
  { path: "/how-to-use", label: "How to Use", icon: CircleHelp },
];
