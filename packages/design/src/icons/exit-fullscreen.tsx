import { SvgIcon, type IconProps } from "./svg-icon.js";

/** Leave full screen (corners pointing in). */
export function ExitFullscreenIcon(props: IconProps) {
  return (
    <SvgIcon name="exit-fullscreen" {...props}>
      <path d="M9 4v5H4M15 4v5h5M15 20v-5h5M9 20v-5H4" />
    </SvgIcon>
  );
}
