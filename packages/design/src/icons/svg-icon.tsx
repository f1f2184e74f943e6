import type { ReactNode, SVGProps } from "react";

/** What every icon takes: a class to size or place it, and any other SVG attribute. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

/**
 * The frame every icon shares: a 24×24 stroked drawing in `currentColor`, sized by CSS (`.icon` is
 * 1em square, so an icon follows the font size of the control it sits in). Icons are decoration: the
 * control around them carries the accessible name, so they are hidden from assistive technology and
 * never take focus.
 */
export function SvgIcon({ className, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ? `icon ${className}` : "icon"}
      {...props}
    >
      {children}
    </svg>
  );
}
