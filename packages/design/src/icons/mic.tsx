import { SvgIcon, type IconProps } from "./svg-icon.js";

/** Microphone (record a voice message). */
export function MicIcon(props: IconProps) {
  return (
    <SvgIcon name="mic" {...props}>
      <rect x="9" y="2" width="6" height="12" rx="3" />
      <path d="M5 10a7 7 0 0 0 14 0M12 17v5" />
    </SvgIcon>
  );
}
