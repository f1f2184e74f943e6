import { SvgIcon, type IconProps } from "./svg-icon.js";

/** Announcements (a megaphone). */
export function MegaphoneIcon(props: IconProps) {
  return (
    <SvgIcon name="megaphone" {...props}>
      <path d="M4 10v4a1 1 0 0 0 1 1h2l7 4V5L7 9H5a1 1 0 0 0-1 1z" />
      <path d="M17.5 9a4 4 0 0 1 0 6" />
    </SvgIcon>
  );
}
