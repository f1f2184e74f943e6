import { SvgIcon, type IconProps } from "./svg-icon.js";

/** Interactions, meeting (a heart). */
export function HeartIcon(props: IconProps) {
  return (
    <SvgIcon name="heart" {...props}>
      <path d="M12 20C7 16.6 3.5 13.4 3.5 9.5a4.5 4.5 0 0 1 8.5-2 4.5 4.5 0 0 1 8.5 2c0 3.9-3.5 7.1-8.5 10.5z" />
    </SvgIcon>
  );
}
