/**
 * Chart.js with only the parts the numbers use (line and bar charts on a category and a linear axis,
 * legend and tooltips), so the console's stats chunk carries no more of it than it draws.
 */
import { BarController, BarElement, CategoryScale, Chart, Legend, LineController, LineElement, LinearScale, PointElement, Tooltip } from "chart.js";
import type { ChartConfiguration, TooltipItem } from "chart.js";
import { formatInUnit } from "./durations.js";
import type { DurationUnit } from "./durations.js";

Chart.register(BarController, BarElement, CategoryScale, Legend, LineController, LineElement, LinearScale, PointElement, Tooltip);

export interface ChartSpec {
  kind: "line" | "bar";
  /** Bars run along the value axis from the category axis at the start side (top gifts). */
  horizontal: boolean;
  labels: string[];
  /** null: no value that day (a gap in a line). */
  series: { label: string; values: (number | null)[] }[];
  /** The values are durations counted in this unit (the axis and the tooltips say so); counts when left out. */
  unit?: DurationUnit;
  locale: string;
  rtl: boolean;
}

export interface ChartColours {
  series: string[];
  text: string;
  grid: string;
  font: string;
}

/** The colours of the series and the axes, read from the design tokens where the canvas sits. */
function palette(canvas: HTMLCanvasElement): ChartColours {
  const style = getComputedStyle(canvas);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    series: [token("--app-color-primary", "currentColor"), token("--app-color-accent", "currentColor"), token("--app-color-info", "currentColor")],
    text: token("--app-color-text-muted", "currentColor"),
    grid: token("--app-color-border", "transparent"),
    font: token("--app-font", "sans-serif"),
  };
}

/**
 * What Chart.js draws for a spec. Numbers on the axes and in the tooltips follow `locale`; in a
 * right-to-left locale time (and the value axis of horizontal bars) runs from right to left, the
 * value axis of a time chart and the category axis of horizontal bars stand on the right, and the
 * legend and tooltips read right to left.
 */
export function chartConfig(spec: ChartSpec, colours: ChartColours): ChartConfiguration<"line" | "bar", (number | null)[], string> {
  const direction = spec.rtl ? "rtl" : "ltr";
  const { unit, locale } = spec;
  // Durations: "30 min" on the axis and in the tooltips, fractions allowed (half an hour).
  const durationTicks = unit ? { callback: (value: number | string) => formatInUnit(Number(value), unit, locale) } : { precision: 0 };
  const durationLabel = unit ? { label: (item: TooltipItem<"line" | "bar">) => `${item.dataset.label ?? ""}: ${formatInUnit(Number(item.parsed.y), unit, locale)}` } : {};
  // `offset` keeps the first and last day off the edges, so their labels are never cut off.
  const categoryAxis = { reverse: spec.rtl && !spec.horizontal, offset: true, position: spec.horizontal ? (spec.rtl ? "right" : "left") : "bottom", ticks: { color: colours.text, autoSkip: true, maxRotation: 0 }, grid: { display: false } } as const;
  const valueAxis = { reverse: spec.rtl && spec.horizontal, position: spec.horizontal ? "bottom" : spec.rtl ? "right" : "left", beginAtZero: true, ticks: { color: colours.text, ...durationTicks }, grid: { color: colours.grid } } as const;
  return {
    type: spec.kind,
    data: {
      labels: spec.labels,
      datasets: spec.series.map((s, i) => {
        const colour = colours.series[i % colours.series.length] ?? "currentColor";
        return { label: s.label, data: s.values, borderColor: colour, backgroundColor: colour, pointRadius: spec.labels.length > 31 ? 0 : 3, tension: 0.2 };
      }),
    },
    options: {
      locale: spec.locale,
      indexAxis: spec.horizontal ? "y" : "x",
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      scales: spec.horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis },
      plugins: {
        legend: { display: spec.series.length > 1, rtl: spec.rtl, textDirection: direction, labels: { color: colours.text } },
        tooltip: { rtl: spec.rtl, textDirection: direction, callbacks: durationLabel },
      },
    },
  };
}

/** Draws a chart on the canvas; null where the canvas cannot draw (no 2D context): the data table still tells it all. */
export function drawChart(canvas: HTMLCanvasElement, spec: ChartSpec): Chart | null {
  if (!canvas.getContext("2d")) return null;
  const colours = palette(canvas);
  Chart.defaults.font.family = colours.font;
  return new Chart(canvas, chartConfig(spec, colours));
}
