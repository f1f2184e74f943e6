import { SvgIcon, type IconProps } from "./svg-icon.js";

/** Back (a left-pointing arrow). */
export function ArrowBackIcon(props: IconProps) {
  return (
    <SvgIcon name="arrow-back" {...props}>
      <path d="M19 12H5" />
      <path d="m11 6-6 6 6 6" />
    </SvgIcon>
  );
}
