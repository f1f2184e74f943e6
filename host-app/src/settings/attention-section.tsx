/**
 * "Notifications" on the settings page: the tone for new messages (this browser), whether
 * notifications show the message's text (the account's, for desktop notifications and Web Push),
 * and desktop notifications: "Turn on notifications" asks the browser on the person's click; once
 * allowed (or refused in the browser's own settings) the section says so.
 */
import { setPrivacy } from "@chat/client";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { FormError } from "../account/account-layout.js";
import { useEnv } from "../common/env-context.js";
import { $notificationState, $soundOn, askForNotifications, setSoundOn } from "../chat/attention-prefs.js";
import { failureText } from "../i18n/message-text.js";
import { SettingsSection, type SettingsSectionProps } from "./settings-section.js";

export function AttentionSection({ user }: SettingsSectionProps) {
  const { i18n } = useLingui();
  const { api, session } = useEnv();
  const sound = useStore($soundOn);
  const state = useStore($notificationState);
  const [error, setError] = useState<unknown>(null);
  const showText = user.userSetVo.notificationText !== false;
  const saveShowText = async (notificationText: boolean) => {
    setError(null);
    try {
      await setPrivacy(api, { notificationText });
      const now = session.$user.get();
      if (now) session.setUser({ ...now, userSetVo: { ...now.userSetVo, notificationText } });
    } catch (failure) {
      setError(failure);
    }
  };
  return (
    <SettingsSection title={<Trans>Notifications</Trans>}>
      <label className="settings__choice">
        <input type="checkbox" checked={sound} onChange={(event) => setSoundOn(event.currentTarget.checked)} />
        <Trans>Sound</Trans>
      </label>
      <label className="settings__choice">
        <input type="checkbox" checked={showText} onChange={(event) => void saveShowText(event.currentTarget.checked)} />
        <Trans>Show message text in notifications</Trans>
      </label>
      {error ? <FormError text={failureText(i18n, error)} /> : null}
      {state === "default" ? (
        <button type="button" className="button" onClick={() => void askForNotifications()}>
          <Trans>Turn on notifications</Trans>
        </button>
      ) : (
        <p className="settings__text" role="status">
          {state === "granted" ? (
            <Trans>Desktop notifications are on in this browser.</Trans>
          ) : state === "denied" ? (
            <Trans>This browser blocks notifications from this site. Allow them in the browser's site settings to be notified.</Trans>
          ) : (
            <Trans>This browser cannot show notifications.</Trans>
          )}
        </p>
      )}
    </SettingsSection>
  );
}
