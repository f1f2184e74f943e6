/**
 * The console's "Numbers" section: the last 30 days at first, then the period the operator picks,
 * from `GET /api/admin/stats`. Chart.js comes with this chunk only, loaded when the section opens.
 */
import { createStats } from "@chat/client/console";
import { useMemo } from "react";
import type { SectionProps } from "../section-props.js";
import { StatsView } from "./stats-view.js";

export default function StatsSection({ api }: SectionProps) {
  const now = useMemo(() => Date.now(), []);
  const state = useMemo(() => createStats(api, now), [api, now]);
  return <StatsView state={state} now={now} />;
}
