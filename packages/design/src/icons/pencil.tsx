import { SvgIcon, type IconProps } from "./svg-icon.js";

/** Edit (a pencil). */
export function PencilIcon(props: IconProps) {
  return (
    <SvgIcon name="pencil" {...props}>
      <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4z" />
      <path d="m13.5 6.5 4 4" />
    </SvgIcon>
  );
}
