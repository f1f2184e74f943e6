import { SvgIcon, type IconProps } from "./svg-icon.js";

/** Another gender (⚧). */
export function GenderOtherIcon(props: IconProps) {
  return (
    <SvgIcon name="gender-other" {...props}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 16v6M9.5 19.5h5M14.8 9.2 19 5M15 5h4v4M9.2 9.2 5 5M9 5H5v4" />
    </SvgIcon>
  );
}
