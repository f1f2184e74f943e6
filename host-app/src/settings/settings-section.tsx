import type { AccountSettings, PrivacySettings } from "@chat/client";
import type { MyInfo } from "@chat/protocol";
import { useId, type ReactNode } from "react";

/** What every section of the settings page gets: the signed-in user and the settings stores. */
export interface SettingsSectionProps {
  user: MyInfo;
  account: AccountSettings;
  privacy: PrivacySettings;
}

/** One titled part of the settings page, a region named by its heading. */
export function SettingsSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="settings__section" aria-labelledby={id}>
      <h2 className="settings__heading" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}
