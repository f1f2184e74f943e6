import { SvgIcon, type IconProps } from "./svg-icon.js";

/** Burn-after-read (a flame). */
export function FlameIcon(props: IconProps) {
  return (
    <SvgIcon name="flame" {...props}>
      <path d="M12 3c.5 3.5 6 5.5 6 11a6 6 0 0 1-12 0c0-2.8 1.5-4.6 3-5.8.2 2.1 1.1 3.3 2.4 3.8C10.6 9 11 6 12 3z" />
    </SvgIcon>
  );
}
