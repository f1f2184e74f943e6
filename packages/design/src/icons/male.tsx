import { SvgIcon, type IconProps } from "./svg-icon.js";

/** Male (♂). */
export function MaleIcon(props: IconProps) {
  return (
    <SvgIcon name="male" {...props}>
      <circle cx="10" cy="14" r="5" />
      <path d="M13.5 10.5 20 4M15 4h5v5" />
    </SvgIcon>
  );
}
