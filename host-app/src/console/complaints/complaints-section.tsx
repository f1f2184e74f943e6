import type { ComplaintAction, ConsoleComplaint } from "@chat/protocol";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { consoleFailureText } from "../console-errors.js";
import type { SectionProps } from "../section-props.js";
import { ComplaintQueue } from "./complaint-queue.js";
import { actOn, loadComplaints, loadReasons, type ComplaintFilter, type ComplaintReasonOption } from "./complaints-api.js";
import "./complaints.css";

/** The complaints section: the queue, loaded page by page, acted on in place. */
export default function ComplaintsSection({ api }: SectionProps) {
  const { i18n } = useLingui();
  const [filter, setFilter] = useState<ComplaintFilter>({ status: "open", reason: null, userId: null });
  const [page, setPage] = useState(1);
  const [complaints, setComplaints] = useState<ConsoleComplaint[]>([]);
  const [total, setTotal] = useState(0);
  const [reasons, setReasons] = useState<ComplaintReasonOption[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState("");

  useEffect(() => {
    loadReasons(api).then(setReasons, () => undefined);
  }, [api]);

  useEffect(() => {
    let live = true;
    setLoading(true);
    loadComplaints(api, filter, page).then(
      (result) => {
        if (!live) return;
        setComplaints((earlier) => (page === 1 ? result.records : [...earlier, ...result.records.filter((r) => !earlier.some((e) => e.id === r.id))]));
        setTotal(result.total);
        setError("");
        setLoading(false);
      },
      (failure: unknown) => {
        if (!live) return;
        setError(consoleFailureText(i18n, failure));
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [api, filter, page, i18n]);

  async function act(complaint: ConsoleComplaint, action: ComplaintAction, options?: { hours?: number; messageId?: string }) {
    try {
      const updated = await actOn(api, complaint.id, action, options);
      setComplaints((list) => list.map((c) => (c.id === updated.id ? updated : c.reported.id === updated.reported.id ? { ...c, reported: updated.reported } : c)));
      setError("");
    } catch (failure) {
      setError(consoleFailureText(i18n, failure));
    }
  }

  return (
    <ComplaintQueue
      complaints={complaints}
      total={total}
      reasons={reasons}
      filter={filter}
      loading={loading}
      error={error}
      onFilter={(next) => {
        setPage(1);
        setFilter(next);
      }}
      onAct={act}
      onMore={() => setPage((p) => p + 1)}
    />
  );
}
