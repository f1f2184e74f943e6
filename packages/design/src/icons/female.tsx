import { SvgIcon, type IconProps } from "./svg-icon.js";

/** Female (♀). */
export function FemaleIcon(props: IconProps) {
  return (
    <SvgIcon name="female" {...props}>
      <circle cx="12" cy="9" r="5" />
      <path d="M12 14v8M9 19h6" />
    </SvgIcon>
  );
}
