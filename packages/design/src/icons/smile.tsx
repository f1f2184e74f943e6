import { SvgIcon, type IconProps } from "./svg-icon.js";

/** Emoji (a smiling face). */
export function SmileIcon(props: IconProps) {
  return (
    <SvgIcon name="smile" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 14s1.5 2 4 2 4-2 4-2M9 9.5h.01M15 9.5h.01" />
    </SvgIcon>
  );
}
