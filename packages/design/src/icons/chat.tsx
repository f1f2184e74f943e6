import { SvgIcon, type IconProps } from "./svg-icon.js";

/** Chat (a speech bubble). */
export function ChatIcon(props: IconProps) {
  return (
    <SvgIcon name="chat" {...props}>
      <path d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1h-9l-5 4v-4H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z" />
    </SvgIcon>
  );
}
