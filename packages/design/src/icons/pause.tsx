import { SvgIcon, type IconProps } from "./svg-icon.js";

/** Pause (two bars). */
export function PauseIcon(props: IconProps) {
  return (
    <SvgIcon name="pause" {...props}>
      <path d="M8 5v14M16 5v14" />
    </SvgIcon>
  );
}
