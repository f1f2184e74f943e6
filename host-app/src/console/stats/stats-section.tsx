/**
 * The console's "Numbers" section: the last 30 days at first, then the period the operator picks,
 * from `GET /api/admin/stats`. Chart.js comes with this chunk only, loaded when the section opens.
 */
import type { ConsoleStats } from "@chat/protocol";
import { useMemo } from "react";
import type { SectionProps } from "../section-props.js";
import { lastDays } from "./period.js";
import { createStatsState } from "./stats-state.js";
import { StatsView } from "./stats-view.js";

export default function StatsSection({ api }: SectionProps) {
  const now = useMemo(() => Date.now(), []);
  const state = useMemo(() => {
    const created = createStatsState((period) => api.get<ConsoleStats>("admin/stats", { ...period }), lastDays(30, now));
    void created.show(created.$period.get());
    return created;
  }, [api, now]);
  return <StatsView state={state} now={now} />;
}
