import { localeStore } from "@chat/i18n";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { HeartIcon, MailIcon, ShoppingBagIcon, UserIcon } from "@chat/design";
import { useEnv } from "../common/env-context.js";
import { DEFAULT_PAGES_BASE, externalPageUrl, type ExternalPage } from "./external-pages.js";

const PAGES_BASE: string = (import.meta.env.VITE_PAGES_BASE as string | undefined) ?? DEFAULT_PAGES_BASE;

/** The page footer at the end of the content area, with the external pages in the UI language. */
export function Footer() {
  const { t } = useLingui();
  const locale = useStore(localeStore);
  const links: { page: ExternalPage; label: string }[] = [
    { page: "about", label: t`About us` },
    { page: "friend-safety", label: t`Friend safety` },
    { page: "privacy", label: t`Privacy policy` },
    { page: "help-center", label: t`Help centre` },
    { page: "purchase", label: t`Purchase instructions` },
  ];
  return (
    <footer className="footer">
      <nav className="footer__links" aria-label={t`About this service`}>
        {links.map(({ page, label }) => (
          <a key={page} href={externalPageUrl(page, locale, PAGES_BASE)} target="_blank" rel="noopener noreferrer">
            {label}
          </a>
        ))}
        <a href="/appInstall" className="footer__install">
          <Trans>Install the app</Trans>
        </a>
      </nav>
      <p>
        <Trans>Chat — meet people everywhere, in your own language.</Trans>
      </p>
    </footer>
  );
}

/** The narrow-screen tab bar of product §2: Meeting, Shopping, Chat, Me. */
export function TabBar() {
  const { t } = useLingui();
  const { router } = useEnv();
  const page = useStore(router);
  const tabs = [
    { href: "/onlineDating", routes: ["onlineDating"], icon: <HeartIcon />, label: t`Meeting` },
    { href: "/shopping", routes: ["shopping", "good", "order"], icon: <ShoppingBagIcon />, label: t`Shopping` },
    { href: "/chats", routes: ["chats"], icon: <MailIcon />, label: t`Chat` },
    {
      href: "/myspace",
      // Every page the Me page leads to (me/me-page.tsx) keeps Me current.
      routes: ["myspace", "person", "myInfo", "account", "myAlbum", "myOrder", "myVisitors", "followMe", "myLike", "dynamicSquare", "moment", "settings", "appInstall"],
      icon: <UserIcon />,
      label: t`Me`,
    },
  ];
  return (
    <nav className="tab-bar" aria-label={t`Sections`}>
      {tabs.map((tab) => (
        <a
          key={tab.href}
          className="tab-bar__tab"
          href={tab.href}
          aria-current={page && tab.routes.includes(page.route) ? "page" : undefined}
        >
          <span className="tab-bar__icon" aria-hidden="true">
            {tab.icon}
          </span>
          {tab.label}
        </a>
      ))}
    </nav>
  );
}
