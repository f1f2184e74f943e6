import { SvgIcon, type IconProps } from "./svg-icon.js";

/** The brand mark (a wave). */
export function LogoIcon(props: IconProps) {
  return (
    <SvgIcon name="logo" {...props}>
      <path d="M2 12a5 5 0 0 1 10 0 5 5 0 0 0 10 0" />
    </SvgIcon>
  );
}
