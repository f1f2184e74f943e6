import { SvgIcon, type IconProps } from "./svg-icon.js";

/** Play (a triangle pointing to the line's end). */
export function PlayIcon(props: IconProps) {
  return (
    <SvgIcon name="play" {...props}>
      <path d="M7 4v16l13-8z" />
    </SvgIcon>
  );
}
