import { createAccountSettings, createPrivacySettings } from "@chat/client";
import type { MyInfo } from "@chat/protocol";
import { Trans } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useMemo, type ComponentType } from "react";
import { useEnv } from "../common/env-context.js";
import { AttentionSection } from "./attention-section.js";
import { DeleteAccountSection } from "./delete-account-section.js";
import { PasswordSection } from "./password-section.js";
import { PrivacySection } from "./privacy-section.js";
import { BlockedUsers } from "../people/blocked-users.js";
import type { SettingsSectionProps } from "./settings-section.js";
import "../account/account.css";
import "../pages/pages.css";
import "./settings.css";

/** The page's sections, in order: a new one is a component taking `SettingsSectionProps`, added here. */
const SECTIONS: ReadonlyArray<[key: string, Section: ComponentType<SettingsSectionProps>]> = [
  ["password", PasswordSection],
  ["privacy", PrivacySection],
  ["notifications", AttentionSection],
  ["blocked-users", () => <BlockedUsers />],
  ["delete-account", DeleteAccountSection],
];

/** `/settings` (header's user menu): the signed-in user's account settings. */
export function SettingsPage() {
  const { api, session } = useEnv();
  const user = useStore(session.$user) as MyInfo | null;
  const stores = useMemo(
    () => ({ account: createAccountSettings({ api, session, storage: safeLocalStorage() }), privacy: createPrivacySettings({ api, session }) }),
    [api, session],
  );
  useEffect(() => () => stores.account.reset(), [stores]);
  if (!user) return <section className="page" aria-busy="true" />;

  return (
    <div className="page settings">
      <h1 className="page__title">
        <Trans>Settings</Trans>
      </h1>
      {SECTIONS.map(([key, Section]) => (
        <Section key={key} user={user} account={stores.account} privacy={stores.privacy} />
      ))}
    </div>
  );
}

/** The browser's localStorage, where the chat panel keeps its copies; none where the page may not use it. */
function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
