/**
 * The charts of one period's numbers: the series by day (customer service's times among them, as
 * durations) and the two lists of top gifts.
 */
import type { ConsoleStats, StatsDay, StatsGift } from "@chat/protocol";
import { utcDayStart } from "@chat/protocol";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { StatsChart } from "./stats-chart.js";

/** The catalogue's gifts in the operator's language; a gift that left the catalogue keeps its name. */
const GIFT_NAMES: Record<string, MessageDescriptor> = {
  rose: msg`Rose`,
  coffee: msg`Coffee`,
  heart: msg`Heart`,
  cake: msg`Cake`,
  diamond: msg`Diamond`,
  rocket: msg`Rocket`,
};

type DayKey = { [K in keyof StatsDay]: StatsDay[K] extends number ? K : never }[keyof StatsDay];
type DurationKey = "supportFirstResponseMedianMs" | "supportFirstResponseP90Ms" | "supportResolutionMedianMs";

export function StatsCharts({ stats, locale, rtl }: { stats: ConsoleStats; locale: string; rtl: boolean }) {
  const { t, i18n } = useLingui();
  const short = new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" });
  const long = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const labels = stats.days.map((d) => short.format(utcDayStart(d.day)));
  const tableLabels = stats.days.map((d) => long.format(utcDayStart(d.day)));
  const nothing = t`Nothing happened in this period.`;
  const daily = (title: string, kind: "line" | "bar", series: [DayKey, string][]) => (
    <StatsChart
      title={title}
      kind={kind}
      labelHeader={t`Day`}
      labels={labels}
      tableLabels={tableLabels}
      series={series.map(([key, label]) => ({ label, values: stats.days.map((d) => d[key]) }))}
      emptyText={nothing}
      locale={locale}
      rtl={rtl}
    />
  );
  const times = (title: string, series: [DurationKey, string][]) => (
    <StatsChart
      title={title}
      kind="line"
      durations
      labelHeader={t`Day`}
      labels={labels}
      tableLabels={tableLabels}
      series={series.map(([key, label]) => ({ label, values: stats.days.map((d) => d[key]) }))}
      emptyText={t`No conversation opened in this period has been answered or resolved yet.`}
      locale={locale}
      rtl={rtl}
    />
  );
  const giftName = (g: StatsGift) => {
    const name = GIFT_NAMES[g.giftId];
    return name ? i18n._(name) : g.name;
  };
  const gifts = (title: string, list: StatsGift[], key: "count" | "coins", label: string) => (
    <StatsChart
      title={title}
      kind="bar"
      horizontal
      labelHeader={t`Gift`}
      labels={list.map(giftName)}
      // The gift's picture (an emoji) in the table only: a canvas draws it only where the system has an emoji font.
      tableLabels={list.map((g) => `${g.icon} ${giftName(g)}`.trim())}
      series={[{ label, values: list.map((g) => g[key]) }]}
      emptyText={t`No gifts were given in this period.`}
      locale={locale}
      rtl={rtl}
    />
  );

  return (
    <div className="stats-charts">
      {daily(t`Sign-ups`, "bar", [["signUps", t`Sign-ups`]])}
      {daily(t`Daily active users`, "line", [["activeUsers", t`Active users`]])}
      {daily(t`Messages and translations a day`, "line", [
        ["messages", t`Messages`],
        ["translations", t`Translations`],
      ])}
      {daily(t`Gold coins sold and spent`, "bar", [
        ["coinsSold", t`Coins sold`],
        ["coinsSpent", t`Coins spent`],
      ])}
      {daily(t`Complaints opened and closed`, "bar", [
        ["complaintsOpened", t`Opened`],
        ["complaintsClosed", t`Closed`],
      ])}
      {daily(t`Customer service conversations opened`, "bar", [["supportOpened", t`Conversations opened`]])}
      {times(t`Customer service response times`, [
        ["supportFirstResponseMedianMs", t`First response (median)`],
        ["supportFirstResponseP90Ms", t`First response (90th percentile)`],
        ["supportResolutionMedianMs", t`Resolution time (median)`],
      ])}
      {gifts(t`Top gifts by number given`, stats.topGifts.byCount, "count", t`Gifts given`)}
      {gifts(t`Top gifts by gold coins`, stats.topGifts.byCoins, "coins", t`Gold coins`)}
    </div>
  );
}
