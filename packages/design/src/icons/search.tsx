import { SvgIcon, type IconProps } from "./svg-icon.js";

/** Search (a magnifying glass). */
export function SearchIcon(props: IconProps) {
  return (
    <SvgIcon name="search" {...props}>
      <circle cx="11" cy="11" r="6" />
      <path d="m20 20-4.5-4.5" />
    </SvgIcon>
  );
}
