import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { LogoIcon } from "@chat/design";
import { useEnv } from "../common/env-context.js";
import { UnreadLink } from "../chat/unread-link.js";
import { IdSearch } from "./id-search.js";
import { LanguageSelect } from "./language-select.js";
import { UserMenu } from "./user-menu.js";

/** The header of product §2: brand, tabs (wide screens only), ID search, language and the user menu. */
export function Header() {
  const { t } = useLingui();
  const { viewport, router } = useEnv();
  const wide = useStore(viewport.$wide);
  const page = useStore(router);
  const tabs = [
    { href: "/onlineDating", route: "onlineDating", label: t`Meeting` },
    { href: "/shopping", route: "shopping", label: t`Shopping` },
  ];
  return (
    <header className="header">
      <a className="brand" href="/onlineDating">
        <span className="brand__mark" aria-hidden="true">
          <LogoIcon />
        </span>
        <span className="brand__name">Chat</span>
      </a>
      {wide ? (
        <nav className="header__tabs" aria-label={t`Sections`}>
          {tabs.map((tab) => (
            <a
              key={tab.route}
              className="header__tab"
              href={tab.href}
              aria-current={page?.route === tab.route ? "page" : undefined}
            >
              {tab.label}
            </a>
          ))}
        </nav>
      ) : null}
      <div className="header__tools">
        <IdSearch />
        <UnreadLink />
        <LanguageSelect className="header__language" />
        <UserMenu />
      </div>
    </header>
  );
}
