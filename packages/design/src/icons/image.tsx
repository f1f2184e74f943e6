import { SvgIcon, type IconProps } from "./svg-icon.js";

/** Image (a framed landscape). */
export function ImageIcon(props: IconProps) {
  return (
    <SvgIcon name="image" {...props}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="8.5" cy="9.5" r="1.5" />
      <path d="m21 16-5-5-9 9" />
    </SvgIcon>
  );
}
