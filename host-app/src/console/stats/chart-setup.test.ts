import { describe, expect, it } from "vitest";
import { chartConfig } from "./chart-setup.js";
import type { ChartSpec } from "./chart-setup.js";

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
});
