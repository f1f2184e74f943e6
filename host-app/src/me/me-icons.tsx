/**
 * The Me page's own icons, drawn like @chat/design's (24×24 strokes in currentColor, decorative,
 * `.icon` sized by CSS). That package exports only finished icons, one per file with a test over the
 * set, so these stay here until another screen wants them. The page also takes none of that set that
 * other pages' chunks hold (image, gift, heart, shopping bag, pencil): shared by one more chunk, each would
 * split into a request of its own.
 */
import type { IconProps } from "@chat/design";
import type { ReactNode } from "react";

function SvgIcon({ name, className, children, ...props }: IconProps & { name: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ? `icon ${className}` : "icon"}
      data-icon={name}
      {...props}
    >
      {children}
    </svg>
  );
}

export function HomeIcon(props: IconProps) {
  return (
    <SvgIcon name="home" {...props}>
      <path d="M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10" />
    </SvgIcon>
  );
}

/** Edit the profile (a pen on a line). */
export function EditIcon(props: IconProps) {
  return (
    <SvgIcon name="edit" {...props}>
      <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />
    </SvgIcon>
  );
}

/** The album (a framed picture). */
export function PhotoIcon(props: IconProps) {
  return (
    <SvgIcon name="photo" {...props}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-9 9" />
    </SvgIcon>
  );
}

/** Gifts sent and received (a box with a bow). */
export function PresentIcon(props: IconProps) {
  return (
    <SvgIcon name="present" {...props}>
      <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1-3-5-3-5-1s3 1 5 1zm0 0c1-3 5-3 5-1s-3 1-5 1z" />
    </SvgIcon>
  );
}

/** Orders (a parcel). */
export function ParcelIcon(props: IconProps) {
  return (
    <SvgIcon name="parcel" {...props}>
      <path d="m12 3 8 4.5v9L12 21l-8-4.5v-9zM4 7.5l8 4.5 8-4.5M12 12v9M8 5.3l8 4.5" />
    </SvgIcon>
  );
}

export function InfoIcon(props: IconProps) {
  return (
    <SvgIcon name="info" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.5" />
    </SvgIcon>
  );
}

export function WalletIcon(props: IconProps) {
  return (
    <SvgIcon name="wallet" {...props}>
      <path d="M4 7h15a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a2 2 0 0 1 2-2h11v3" />
      <path d="M16 13.5h.01" />
    </SvgIcon>
  );
}

export function CoinIcon(props: IconProps) {
  return (
    <SvgIcon name="coin" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v10M9 9.5h4.5a1.5 1.5 0 0 1 0 3h-3a1.5 1.5 0 0 0 0 3H15" />
    </SvgIcon>
  );
}

export function TranslateIcon(props: IconProps) {
  return (
    <SvgIcon name="translate" {...props}>
      <path d="M4 5h9M8.5 3v2M6 5c0 4 3 7 6 8M11 5c0 4-3 7-7 9M13 21l4-9 4 9M14.5 18h5" />
    </SvgIcon>
  );
}

export function CrownIcon(props: IconProps) {
  return (
    <SvgIcon name="crown" {...props}>
      <path d="M3 7l4.5 4L12 5l4.5 6L21 7l-2 11H5z" />
    </SvgIcon>
  );
}

export function ReceiptIcon(props: IconProps) {
  return (
    <SvgIcon name="receipt" {...props}>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3" />
    </SvgIcon>
  );
}

export function EyeIcon(props: IconProps) {
  return (
    <SvgIcon name="eye" {...props}>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </SvgIcon>
  );
}

export function UsersIcon(props: IconProps) {
  return (
    <SvgIcon name="users" {...props}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6" />
    </SvgIcon>
  );
}

export function StarIcon(props: IconProps) {
  return (
    <SvgIcon name="star" {...props}>
      <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z" />
    </SvgIcon>
  );
}

export function GearIcon(props: IconProps) {
  return (
    <SvgIcon name="gear" {...props}>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
    </SvgIcon>
  );
}

export function DownloadIcon(props: IconProps) {
  return (
    <SvgIcon name="download" {...props}>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </SvgIcon>
  );
}

export function HelpIcon(props: IconProps) {
  return (
    <SvgIcon name="help" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17v.01" />
    </SvgIcon>
  );
}

export function LogoutIcon(props: IconProps) {
  return (
    <SvgIcon name="logout" {...props}>
      <path d="M10 4H5v16h5M15 8l4 4-4 4M19 12H9" />
    </SvgIcon>
  );
}

/** Points to where a row leads: toward the end of the line, so it turns around in right-to-left text. */
export function ChevronIcon(props: IconProps) {
  return (
    <SvgIcon name="chevron" {...props}>
      <path d="m9 6 6 6-6 6" />
    </SvgIcon>
  );
}
