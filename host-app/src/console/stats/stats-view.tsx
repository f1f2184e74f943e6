/**
 * The numbers section's page: the period picker, then the charts of the chosen period, or what is
 * happening instead (loading, a failure with a way to try again).
 */
import { useStore } from "@nanostores/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { dirOf } from "@chat/i18n";
import { isLocale, utcDayStart } from "@chat/protocol";
import { consoleFailureText } from "../console-errors.js";
import { PeriodPicker } from "./period-picker.js";
import { StatsCharts } from "./stats-charts.js";
import type { StatsState } from "@chat/client/console";
import "./stats.css";

export interface StatsViewProps {
  state: StatsState;
  /** The clock the presets count back from (injected so stories and tests are stable). */
  now: number;
}

export function StatsView({ state, now }: StatsViewProps) {
  const { t, i18n } = useLingui();
  const period = useStore(state.$period);
  const view = useStore(state.$view);
  const locale = i18n.locale;
  const rtl = isLocale(locale) && dirOf(locale) === "rtl";
  const long = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  const range = long.formatRange(utcDayStart(period.from), utcDayStart(period.to));

  return (
    <section className="stats-section" aria-labelledby="stats-title">
      <h1 id="stats-title">
        <Trans>Numbers</Trans>
      </h1>
      <PeriodPicker period={period} now={now} onChange={(p) => void state.show(p)} />
      <p className="stats-section__range">
        <Trans>
          {range} (UTC days)
        </Trans>
      </p>
      <div aria-busy={view.state === "loading"} aria-live="polite">
        {view.state === "loading" ? <p role="status">{t`Loading the numbers…`}</p> : null}
        {view.state === "error" ? (
          <div role="alert" className="stats-section__error">
            <p>{consoleFailureText(i18n, view.error)}</p>
            <button type="button" className="button" onClick={() => void state.show(period)}>
              <Trans>Try again</Trans>
            </button>
          </div>
        ) : null}
      </div>
      {view.state === "ready" ? <StatsCharts stats={view.stats} locale={locale} rtl={rtl} /> : null}
    </section>
  );
}
