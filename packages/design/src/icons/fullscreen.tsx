import { SvgIcon, type IconProps } from "./svg-icon.js";

/** Full screen (corners pointing out). */
export function FullscreenIcon(props: IconProps) {
  return (
    <SvgIcon name="fullscreen" {...props}>
      <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />
    </SvgIcon>
  );
}
