import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEnv } from "../app/env-context.js";

/** The page footer at the end of the content area. */
export function Footer() {
  return (
    <footer className="footer">
      <p>
        <Trans>Chat — meet people everywhere, in your own language.</Trans>
      </p>
    </footer>
  );
}

/** The narrow-screen tab bar of spec §2: Meeting, Shopping, Chat, Me. */
export function TabBar() {
  const { t } = useLingui();
  const { router } = useEnv();
  const page = useStore(router);
  const tabs = [
    { href: "/onlineDating", routes: ["onlineDating"], icon: "♡", label: t`Meeting` },
    { href: "/shopping", routes: ["shopping"], icon: "◇", label: t`Shopping` },
    { href: "/chats", routes: ["chats"], icon: "✉", label: t`Chat` },
    { href: "/myspace", routes: ["myspace", "person", "myInfo", "account"], icon: "☺", label: t`Me` },
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
