/** The period of the numbers: the last 7, 30 or 90 days, or two dates of one's own. */
import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useState } from "react";
import type { FormEvent } from "react";
import { PRESETS, lastDays, periodError, presetOf, type Period, type PeriodError } from "@chat/client/console";

const ERRORS: Record<PeriodError, MessageDescriptor> = {
  statsDateInvalid: msg`Write the dates of the period as YYYY-MM-DD.`,
  statsPeriodOrder: msg`The period must start on or before its last day.`,
  statsPeriodTooLong: msg`A period can be at most 366 days.`,
};

export interface PeriodPickerProps {
  period: Period;
  now: number;
  onChange(period: Period): void;
}

export function PeriodPicker({ period, now, onChange }: PeriodPickerProps) {
  const { t, i18n } = useLingui();
  const preset = presetOf(period, now);
  const [custom, setCustom] = useState(preset === null);
  const [draft, setDraft] = useState<Period>(period);
  const [error, setError] = useState<PeriodError | null>(null);
  const number = new Intl.NumberFormat(i18n.locale);

  const choose = (days: number) => {
    setCustom(false);
    setError(null);
    onChange(lastDays(days, now));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = periodError(draft);
    setError(problem);
    if (!problem) onChange(draft);
  };

  return (
    <div className="stats-period">
      <div role="group" aria-label={t`Period`} className="stats-period__presets">
        {PRESETS.map((days) => {
          const count = number.format(days);
          return (
            <button key={days} type="button" className="button" aria-pressed={!custom && preset === days} onClick={() => choose(days)}>
              {t`Last ${count} days`}
            </button>
          );
        })}
        <button
          type="button"
          className="button"
          aria-pressed={custom}
          onClick={() => {
            setDraft(period);
            setCustom(true);
          }}
        >
          <Trans>Custom period</Trans>
        </button>
      </div>
      {custom ? (
        <form className="stats-period__custom" onSubmit={submit} noValidate>
          <label>
            <Trans>From</Trans>{" "}
            <input type="date" value={draft.from} required onChange={(e) => setDraft({ ...draft, from: e.target.value })} aria-invalid={error !== null} />
          </label>
          <label>
            <Trans>To</Trans> <input type="date" value={draft.to} required onChange={(e) => setDraft({ ...draft, to: e.target.value })} aria-invalid={error !== null} />
          </label>
          <button type="submit" className="button button--primary">
            <Trans>Show</Trans>
          </button>
          {error ? (
            <p role="alert" className="stats-period__error">
              {i18n._(ERRORS[error])}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
