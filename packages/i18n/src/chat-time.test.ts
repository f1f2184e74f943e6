import dayjs from "dayjs/esm/index.js";
import { describe, expect, it } from "vitest";
import { formatChatTime } from "./chat-time.js";

const inputs: (string | number | Date)[] = [
  "2026-03-07 09:05:00",
  "2026-03-07T09:05:00",
  "2026-03-07T23:59:59.999",
  "2026-12-31T23:30:00Z",
  "2026-12-31T23:30:00.123z",
  "2026-01-02T03:04:05+09:00",
  "2026-01-02T03:04:05.678-05:30",
  "2026-1-2 3:4:5",
  "2026/06/15 12:00",
  "20260615",
  "2026-06",
  "2026",
  "Tue, 24 Nov 2026 14:00:00 GMT",
  "not a time",
  "",
  0,
  1_764_000_000_000,
  Number.NaN,
  new Date(2026, 1, 28, 7, 8),
  new Date(Number.NaN),
];

describe("given a chat time stamp", () => {
  it.each(inputs.map((value) => [value]))("formats %o as dayjs formats MM-DD HH:mm", (value) => {
    expect(formatChatTime(value)).toBe(dayjs(value).format("MM-DD HH:mm"));
  });

  it("writes digits in local time", () => {
    expect(formatChatTime(new Date(2026, 2, 7, 9, 5))).toBe("03-07 09:05");
    expect(formatChatTime("2026-11-24 00:00:00")).toBe("11-24 00:00");
  });
});
