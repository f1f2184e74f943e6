import { SvgIcon, type IconProps } from "./svg-icon.js";

/** Shopping (a bag). */
export function ShoppingBagIcon(props: IconProps) {
  return (
    <SvgIcon name="shopping-bag" {...props}>
      <path d="M5 8h14l-1 12H6L5 8z" />
      <path d="M9 8a3 3 0 0 1 6 0" />
    </SvgIcon>
  );
}
