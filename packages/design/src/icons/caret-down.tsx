import { SvgIcon, type IconProps } from "./svg-icon.js";

/** Opens a menu below. */
export function CaretDownIcon(props: IconProps) {
  return (
    <SvgIcon name="caret-down" {...props}>
      <path d="m6 9 6 6 6-6" />
    </SvgIcon>
  );
}
