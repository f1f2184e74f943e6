import { SvgIcon, type IconProps } from "./svg-icon.js";

/** Open in a new tab (a box with an arrow leaving it). */
export function NewTabIcon(props: IconProps) {
  return (
    <SvgIcon name="new-tab" {...props}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </SvgIcon>
  );
}
