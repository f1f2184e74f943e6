import { SvgIcon, type IconProps } from "./svg-icon.js";

/** Messages (an envelope). */
export function MailIcon(props: IconProps) {
  return (
    <SvgIcon name="mail" {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </SvgIcon>
  );
}
