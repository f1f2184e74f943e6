import { SvgIcon, type IconProps } from "./svg-icon.js";

/** Close, remove, dismiss (a cross). */
export function CloseIcon(props: IconProps) {
  return (
    <SvgIcon name="close" {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </SvgIcon>
  );
}
