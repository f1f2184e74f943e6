/**
 * One chart of the numbers: a titled figure with the chart drawn on a canvas (its accessible name says
 * what it shows and sums it up) and the same numbers as a table, hidden from sight until "Show table"
 * is pressed but always there for screen readers. Counts are summed up by their totals; durations
 * (`durations`, in milliseconds, null on a day without one) by their range, each in its own unit.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { drawChart } from "./chart-setup.js";
import type { ChartSpec } from "./chart-setup.js";
import { UNIT_MS, durationUnit, formatDuration } from "./durations.js";

export interface StatsChartProps extends Omit<ChartSpec, "locale" | "rtl" | "horizontal" | "unit"> {
  title: string;
  /** The heading of the table's first column ("Day", "Gift"). */
  labelHeader: string;
  /** The rows' names in the table, when they differ from the chart's short labels (full dates). */
  tableLabels?: string[];
  /** Shown instead of the chart when every value is zero. */
  emptyText: string;
  horizontal?: boolean;
  /** The values are durations in milliseconds, null on days without one. */
  durations?: boolean;
  locale: string;
  rtl: boolean;
}

export function StatsChart({ title, labelHeader, emptyText, kind, horizontal = false, durations = false, labels, tableLabels = labels, series, locale, rtl }: StatsChartProps) {
  const { t } = useLingui();
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [tableShown, setTableShown] = useState(false);
  const known = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const empty = durations ? known.length === 0 : known.every((v) => v === 0);
  const number = new Intl.NumberFormat(locale);
  const cell = (v: number | null) => (v === null ? null : durations ? formatDuration(v, locale) : number.format(v));

  // Durations are drawn in the one unit that suits the longest of them.
  const unit = durations ? durationUnit(Math.max(0, ...known)) : undefined;
  const drawn = unit ? series.map((s) => ({ ...s, values: s.values.map((v) => (v === null ? null : v / UNIT_MS[unit])) })) : series;
  // Redrawn when what it shows changes, not at every render of the section.
  const data = JSON.stringify({ kind, horizontal, labels, series: drawn, unit, locale, rtl });
  useEffect(() => {
    if (empty || !canvas.current) return;
    const chart = drawChart(canvas.current, JSON.parse(data) as ChartSpec);
    return () => chart?.destroy();
  }, [empty, data]);

  const summary = series
    .map(({ label: name, values }) => {
      const present = values.filter((v): v is number => v !== null);
      if (!durations) {
        const total = number.format(present.reduce((n, v) => n + v, 0));
        return t`${name}: ${total} in total`;
      }
      if (present.length === 0) return t`${name}: none`;
      const shortest = formatDuration(Math.min(...present), locale);
      const longest = formatDuration(Math.max(...present), locale);
      return t`${name}: from ${shortest} to ${longest}`;
    })
    .join("; ");

  return (
    <figure className="stats-chart" aria-labelledby={`${id}-title`}>
      <figcaption className="stats-chart__head">
        <h2 id={`${id}-title`}>{title}</h2>
        {empty ? null : (
          <button type="button" className="button stats-chart__toggle" aria-expanded={tableShown} aria-controls={`${id}-table`} onClick={() => setTableShown(!tableShown)}>
            {tableShown ? <Trans>Hide table</Trans> : <Trans>Show table</Trans>}
          </button>
        )}
      </figcaption>
      {empty ? (
        <p className="stats-chart__empty">{emptyText}</p>
      ) : (
        <div className="stats-chart__canvas">
          <canvas ref={canvas} role="img" aria-label={`${title}. ${summary}`} />
        </div>
      )}
      {empty ? null : (
        <div className={tableShown ? "stats-chart__table" : "visually-hidden"}>
          <table id={`${id}-table`}>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{labelHeader}</th>
                {series.map((s) => (
                  <th scope="col" key={s.label}>
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tableLabels.map((label, row) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {series.map((s) => (
                    <td key={s.label}>{cell(s.values[row] ?? null) ?? <NoValue />}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </figure>
  );
}

/** A day without a value: a dash to the eye, words to a screen reader. */
function NoValue() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">
        <Trans>None</Trans>
      </span>
    </>
  );
}
