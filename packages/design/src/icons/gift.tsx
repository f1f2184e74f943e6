import { SvgIcon, type IconProps } from "./svg-icon.js";

/** Gift (a wrapped box). */
export function GiftIcon(props: IconProps) {
  return (
    <SvgIcon name="gift" {...props}>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v8h14v-8M12 8v12" />
      <path d="M12 8C10.5 5 7 4 7 6.5S10 8 12 8zM12 8c1.5-3 5-4 5-1.5S14 8 12 8z" />
    </SvgIcon>
  );
}
