import { describe, expect, it } from "vitest";
import { chartConfig } from "./chart-setup.js";
import type { ChartSpec } from "./chart-setup.js";
import { durationUnit, formatDuration } from "./durations.js";

const colours = { series: ["red", "blue"], text: "grey", grid: "silver", font: "serif" };
const spec = (over: Partial<ChartSpec>): ChartSpec => ({ kind: "line", horizontal: false, labels: ["1", "2"], series: [{ label: "Messages", values: [1, 2] }], locale: "en", rtl: false, ...over });

describe("the charts' configuration", () => {
  it("given a left-to-right locale, runs time from left to right with the values on the left", () => {
    const { options } = chartConfig(spec({ locale: "de" }), colours);
    expect(options?.locale).toBe("de");
    expect(options?.scales?.x).toMatchObject({ reverse: false, position: "bottom" });
    expect(options?.scales?.y).toMatchObject({ reverse: false, position: "left" });
    expect(options?.plugins?.legend).toMatchObject({ rtl: false, textDirection: "ltr", display: false });
  });

  it("given Arabic, runs time from right to left with the values on the right, legend and tooltips right to left", () => {
    const { options } = chartConfig(spec({ locale: "ar", rtl: true, series: [{ label: "a", values: [1, 2] }, { label: "b", values: [3, 4] }] }), colours);
    expect(options?.scales?.x).toMatchObject({ reverse: true, position: "bottom" });
    expect(options?.scales?.y).toMatchObject({ reverse: false, position: "right" });
    expect(options?.plugins?.legend).toMatchObject({ rtl: true, textDirection: "rtl", display: true });
    expect(options?.plugins?.tooltip).toMatchObject({ rtl: true, textDirection: "rtl" });
  });

  it("given horizontal bars in Arabic, grows them from the right", () => {
    const { options } = chartConfig(spec({ kind: "bar", horizontal: true, rtl: true }), colours);
    expect(options?.indexAxis).toBe("y");
    expect(options?.scales?.x).toMatchObject({ reverse: true, position: "bottom" });
    expect(options?.scales?.y).toMatchObject({ reverse: false, position: "right" });
  });

  it("colours each series from the design tokens, in order", () => {
    const { data } = chartConfig(spec({ series: [{ label: "a", values: [1] }, { label: "b", values: [2] }] }), colours);
    expect(data.datasets.map((d) => d.borderColor)).toEqual(["red", "blue"]);
  });

  it("given durations in hours, names the unit on the axis and in the tooltips in the operator's language, fractions allowed", () => {
    const { options } = chartConfig(spec({ unit: "hour", locale: "de", series: [{ label: "Median", values: [1.5, null] }] }), colours);
    const ticks = options?.scales?.y?.ticks as { callback: (value: number) => string; precision?: number };
    expect(ticks.callback(1.5)).toBe("1,5 Std.");
    expect(ticks.precision).toBeUndefined();
    const label = options?.plugins?.tooltip?.callbacks?.label as unknown as (item: { dataset: { label: string }; parsed: { y: number } }) => string;
    expect(label({ dataset: { label: "Median" }, parsed: { y: 2 } })).toBe("Median: 2 Std.");
  });
});

describe("durations", () => {
  it("reads each in the largest unit that keeps it readable, in the operator's language", () => {
    expect([45_000, 90_000, 7_200_000, 36 * 3_600_000, 3 * 86_400_000].map(durationUnit)).toEqual(["second", "minute", "hour", "hour", "day"]);
    expect(formatDuration(456_000, "en")).toBe("7.6 min");
    expect(formatDuration(5_400_000, "ja")).toBe("1.5 時間");
    expect(formatDuration(3 * 86_400_000, "en")).toBe("3 days");
  });
});
