import type { ReactNode, SVGProps } from "react";

/** What every icon takes: a class to size or place it, and any other SVG attribute. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

/**
 * The frame every icon shares: a 24×24 stroked drawing in `currentColor`, sized by CSS (`.icon` is
 * 1em square, so an icon follows the font size of the control it sits in). Icons are decoration: the
 * control around them carries the accessible name, so they are hidden from assistive technology and
 * never take focus. `data-icon` (the file name) lets tests and stories find an icon in any locale.
 */
export function SvgIcon({ name, className, children, ...props }: IconProps & { name: string; children: ReactNode }) {
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
      data-icon={name}
      {...props}
    >
      {children}
    </svg>
  );
}
