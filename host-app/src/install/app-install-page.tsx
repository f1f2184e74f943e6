/**
 * /appInstall: how to add the web app to the home screen. When the browser has offered the install
 * (`beforeinstallprompt`, kept by install-prompt.ts) an "Install" button shows its dialog; otherwise
 * the steps for iOS Safari, Android Chrome and desktop Chrome or Edge.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEnv } from "../common/env-context.js";
import "../pages/pages.css";
import "./app-install.css";

export function AppInstallPage() {
  const { t } = useLingui();
  const { install } = useEnv();
  const offer = useStore(install.$event);
  const installed = useStore(install.$installed);
  const platforms = [
    { name: t`iPhone and iPad (Safari)`, steps: t`Tap the Share button, then “Add to Home Screen”.` },
    { name: t`Android (Chrome)`, steps: t`Open the browser menu (⋮), then tap “Install app”.` },
    { name: t`Computer (Chrome or Edge)`, steps: t`Click the install icon at the right end of the address bar, then “Install”.` },
  ];

  return (
    <section className="page app-install" aria-labelledby="app-install-title">
      <h1 id="app-install-title" className="page__title">
        <Trans>Install the app</Trans>
      </h1>
      <p className="app-install__lead">
        <Trans>Add Chat to your home screen to open it like an app, in its own window.</Trans>
      </p>
      {installed ? (
        <p className="app-install__done" role="status">
          <Trans>The app is installed.</Trans>
        </p>
      ) : offer ? (
        <p>
          <button type="button" className="button button--primary" onClick={() => void install.install()}>
            <Trans>Install</Trans>
          </button>
        </p>
      ) : (
        <ul className="app-install__steps">
          {platforms.map((platform) => (
            <li key={platform.name} className="app-install__platform">
              <h2>{platform.name}</h2>
              <p>{platform.steps}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
