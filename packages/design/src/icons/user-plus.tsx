import { SvgIcon, type IconProps } from "./svg-icon.js";

/** Friend applications (a person and a plus). */
export function UserPlusIcon(props: IconProps) {
  return (
    <SvgIcon name="user-plus" {...props}>
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21a7 7 0 0 1 14 0M19 8v6M16 11h6" />
    </SvgIcon>
  );
}
