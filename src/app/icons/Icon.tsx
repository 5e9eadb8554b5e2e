// An icon from Lucide, drawn as inline SVG from the `lucide` package's path data. lucide-react wraps
// each icon in a component with a context, class merging and attribute building: 2 KiB gzip of the
// first load, for ten icons that never change.

import type { IconNode } from "lucide";
import { createElement, type SVGProps } from "react";

export type { IconNode };

interface IconProps extends Omit<SVGProps<SVGSVGElement>, "children" | "ref"> {
  /** The icon's shapes, as the `lucide` package exports them (`import { Eye } from "lucide"`). */
  icon: IconNode;
  /** Width and height in CSS pixels; a Chakra button sizes the icons inside it with CSS instead. */
  size?: number;
}

/** Decorative by default (`aria-hidden`): every icon here sits beside a text label. */
export function Icon({ icon, size = 24, strokeWidth = 2, ...rest }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
