import { createComplaints } from "@chat/client/console";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useMemo } from "react";
import { consoleFailureText } from "../console-errors.js";
import type { SectionProps } from "../section-props.js";
import { ComplaintQueue } from "./complaint-queue.js";
import "./complaints.css";

/** The complaints section: the queue, loaded page by page, acted on in place. */
export default function ComplaintsSection({ api }: SectionProps) {
  const { i18n } = useLingui();
  const complaints = useMemo(() => createComplaints(api), [api]);
  const filter = useStore(complaints.$filter);
  const state = useStore(complaints.$state);
  const reasons = useStore(complaints.$reasons);
  useEffect(() => complaints.start(), [complaints]);

  return (
    <ComplaintQueue
      complaints={state.complaints}
      total={state.total}
      reasons={reasons}
      filter={filter}
      loading={state.loading}
      error={state.error === null ? "" : consoleFailureText(i18n, state.error)}
      onFilter={complaints.setFilter}
      onAct={complaints.act}
      onMore={complaints.more}
    />
  );
}
