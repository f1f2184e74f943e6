import { SvgIcon, type IconProps } from "./svg-icon.js";

/** Me, a profile (a person). */
export function UserIcon(props: IconProps) {
  return (
    <SvgIcon name="user" {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </SvgIcon>
  );
}
