/**
 * The Me tab's page on a phone (`/myspace` at 768 px and below): who I am, then one large row per
 * place the side bar, the user menu and the footer reach on a wide screen, with the side bar's counts.
 */
import { accountIdOf } from "@chat/protocol";
import { localeStore } from "@chat/i18n";
import { ChatIcon } from "@chat/design";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useMemo, type MouseEvent, type ReactNode } from "react";
import { useEnv } from "../common/env-context.js";
import { numberText } from "../i18n/number-text.js";
import { Avatar } from "../layout/avatar.js";
import { meCounts } from "./me-counts.js";
import * as icon from "./me-icons.js";
import "./me.css";

/**
 * The footer's Help centre page (layout/external-pages.ts names the files). Spelled out here: importing
 * that module from this chunk as well as the layout's would split it into a request of its own.
 */
const helpCentre = (locale: string) =>
  `${(import.meta.env.VITE_PAGES_BASE as string | undefined) ?? "/pages/"}help-center_${locale.replace(/-/g, "_")}.html`;

interface Row {
  href: string;
  icon: ReactNode;
  label: string;
  /** A count or a badge at the end of the row. */
  end?: ReactNode;
  onClick?: (event: MouseEvent) => void;
  /** Opens outside the app, in a new tab (the footer's external pages). */
  external?: boolean;
}

export function MePage() {
  const { t, i18n } = useLingui();
  const { session, wallet, toasts } = useEnv();
  const user = useStore(session.$user);
  const locale = useStore(localeStore);
  const $counts = useMemo(() => meCounts(session.$user, wallet.$wallet), [session, wallet]);
  const counts = useStore($counts);
  // The coins and characters as the wallet has them now, not as they were at login.
  useEffect(() => void wallet.refresh().catch(() => undefined), [wallet]);
  if (!user || !counts) return <section className="me" aria-busy="true" />;

  // Spec §2: the follow lists show an error and stay put when they would be empty (as in the side bar).
  const stayWhenEmpty = (count: number, text: string) => (event: MouseEvent) => {
    if (count > 0) return;
    event.preventDefault();
    toasts.notify({ kind: "error", text });
  };
  const badge = counts.vipLevel === 2 ? "SVIP" : counts.vipLevel === 1 ? "VIP" : null;
  const count = (n: number) => <span className="me__count">{numberText(i18n.locale, n)}</span>;

  const groups: Row[][] = [
    [
      { href: `/userHomePage/${user.id}`, icon: <icon.HomeIcon />, label: t`My home page` },
      { href: "/person", icon: <icon.EditIcon />, label: t`Profile` },
      { href: "/myInfo", icon: <icon.InfoIcon />, label: t`My info` },
      { href: "/myAlbum", icon: <icon.PhotoIcon />, label: t`Album` },
      { href: "/dynamicSquare", icon: <ChatIcon />, label: t`Moments` },
      { href: "/myVisitors", icon: <icon.EyeIcon />, label: t`Visitors` },
      {
        href: "/followMe",
        icon: <icon.UsersIcon />,
        label: t`Followers`,
        end: count(counts.followers),
        onClick: stayWhenEmpty(counts.followers, t`You have no followers yet`),
      },
      {
        href: "/myLike",
        icon: <icon.StarIcon />,
        label: t`Following`,
        end: count(counts.following),
        onClick: stayWhenEmpty(counts.following, t`You have not followed anyone`),
      },
    ],
    [
      { href: "/account?index=1", icon: <icon.WalletIcon />, label: t`Account` },
      { href: "/account?index=2", icon: <icon.CoinIcon />, label: t`Top up coins`, end: count(counts.goldCoins) },
      { href: "/account?index=3", icon: <icon.TranslateIcon />, label: t`Translation packs`, end: count(counts.characters) },
      {
        href: "/account?index=1#membership-title",
        icon: <icon.CrownIcon />,
        label: t`Membership`,
        end: badge ? <span className={`badge badge--${badge.toLowerCase()}`}>{badge}</span> : null,
      },
      { href: "/account?index=1#bills-title", icon: <icon.ReceiptIcon />, label: t`Bill records` },
      { href: "/account?index=1#gifts-title", icon: <icon.PresentIcon />, label: t`My gifts` },
      { href: "/myOrder", icon: <icon.ParcelIcon />, label: t`My orders` },
    ],
    [
      { href: "/settings", icon: <icon.GearIcon />, label: t`Settings` },
      { href: "/appInstall", icon: <icon.DownloadIcon />, label: t`Install the app` },
      { href: helpCentre(locale), icon: <icon.HelpIcon />, label: t`Help centre`, external: true },
    ],
  ];

  return (
    <section className="me" aria-labelledby="me-title">
      <h1 id="me-title" className="visually-hidden">
        <Trans>Me</Trans>
      </h1>
      <div className="me__card">
        {/* The page's largest paint. */}
        <Avatar user={user} size="large" priority />
        <div className="me__who">
          <p className="me__name">
            <span>{user.nickname || user.email}</span>
            {badge ? <span className={`badge badge--${badge.toLowerCase()}`}>{badge}</span> : null}
          </p>
          <p className="me__id">
            <Trans>Account ID</Trans> <bdi>{accountIdOf(user.id)}</bdi>
          </p>
        </div>
      </div>
      <nav className="me__nav" aria-label={t`Shortcuts`}>
        {groups.map((rows, i) => (
          <ul className="me__list" key={i}>
            {rows.map((row) => (
              <li key={row.href}>
                <a
                  className="me__item"
                  href={row.href}
                  onClick={row.onClick}
                  {...(row.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                >
                  <span className="me__icon">{row.icon}</span>
                  <span className="me__label">{row.label}</span>
                  {row.end}
                  <icon.ChevronIcon className="me__chevron" />
                </a>
              </li>
            ))}
          </ul>
        ))}
        <ul className="me__list">
          <li>
            <button type="button" className="me__item me__item--logout" onClick={() => void session.logout()}>
              <span className="me__icon">
                <icon.LogoutIcon />
              </span>
              <span className="me__label">
                <Trans>Logout</Trans>
              </span>
            </button>
          </li>
        </ul>
      </nav>
    </section>
  );
}
