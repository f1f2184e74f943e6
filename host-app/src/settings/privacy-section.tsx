import type { UserSettings } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useId, useState, type ReactNode } from "react";
import { FormError } from "../account/account-layout.js";
import { failureText } from "../i18n/message-text.js";
import { SettingsSection, type SettingsSectionProps } from "./settings-section.js";

/** Who may add me as a friend and who sees likes and comments on my moments (product §3, §6). */
export function PrivacySection({ user, privacy }: SettingsSectionProps) {
  const { t, i18n } = useLingui();
  const status = useStore(privacy.$status);
  const [values, setValues] = useState<UserSettings>(user.userSetVo);
  const pick = <K extends keyof UserSettings>(key: K) => (value: UserSettings[K]) => {
    privacy.edit();
    setValues((v) => ({ ...v, [key]: value }));
  };

  return (
    <SettingsSection title={<Trans>Privacy</Trans>}>
      <form
        className="settings__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (status.state !== "saving") void privacy.save(values);
        }}
      >
        <RadioGroup
          legend={t`Who may add me as a friend`}
          value={values.addFriend}
          onChange={pick("addFriend")}
          options={[
            ["anyone", t`Anyone`],
            ["verification", t`Only people I accept (verification needed)`],
          ]}
        />
        <RadioGroup
          legend={t`Who sees likes and comments on my moments`}
          value={values.momentInteractions}
          onChange={pick("momentInteractions")}
          options={[
            ["public", t`Everyone`],
            ["private", t`Only me`],
          ]}
        />
        {status.state === "failed" ? <FormError text={failureText(i18n, status.error)} /> : null}
        <button className="button button--primary" type="submit" aria-disabled={status.state === "saving" || undefined}>
          <Trans>Save privacy settings</Trans>
        </button>
      </form>
      {status.state === "saved" ? (
        <p className="settings__saved" role="status">
          <Trans>Privacy settings saved.</Trans>
        </p>
      ) : null}
    </SettingsSection>
  );
}

function RadioGroup<V extends string>({ legend, value, onChange, options }: { legend: string; value: V; onChange: (value: V) => void; options: [V, ReactNode][] }) {
  const name = useId();
  return (
    <fieldset className="settings__choices">
      <legend className="field__label">{legend}</legend>
      {options.map(([option, label]) => (
        <label className="settings__choice" key={option}>
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
