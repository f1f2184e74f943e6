import type { ComplaintAction, ConsoleComplaint } from "@chat/protocol";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { formatWhen } from "../console-format.js";
import { SnapshotView } from "./snapshot-view.js";

export const STATUS_LABEL: Record<ConsoleComplaint["status"], MessageDescriptor> = {
  open: msg`Open`,
  dismissed: msg`Dismissed`,
  warned: msg`Warned`,
  hidden: msg`Content hidden`,
  suspended: msg`Suspended`,
  banned: msg`Banned`,
};

const ABOUT_LABEL: Record<ConsoleComplaint["about"], MessageDescriptor> = {
  user: msg`About the user`,
  message: msg`About a message`,
  moment: msg`About a moment`,
  comment: msg`About a comment`,
};

/** Suspension lengths offered, in hours. */
export const SUSPENSIONS = [24, 24 * 7, 24 * 30] as const;

export interface ComplaintCardProps {
  complaint: ConsoleComplaint;
  /** Runs an action; resolves when the server answered. */
  onAct: (action: ComplaintAction, options?: { hours?: number; messageId?: string }) => Promise<void>;
  /** Shows only this user's complaints. */
  onFilterUser?: (userId: number) => void;
}

/** One complaint: who reported whom and why, the copy of what was reported, and the operator's actions. */
export function ComplaintCard({ complaint, onAct, onFilterUser }: ComplaintCardProps) {
  const { t, i18n } = useLingui();
  const [hours, setHours] = useState<number>(SUSPENSIONS[0]);
  const [busy, setBusy] = useState(false);
  const [confirmBan, setConfirmBan] = useState(false);
  const titleId = useId();
  const reported = complaint.reported;

  const run = async (action: ComplaintAction, options?: { hours?: number; messageId?: string }) => {
    if (busy) return;
    setBusy(true);
    try {
      await onAct(action, options);
    } finally {
      setBusy(false);
      setConfirmBan(false);
    }
  };
  const hoursLabel = (h: number) => (h < 24 * 7 ? t`1 day` : h < 24 * 30 ? t`7 days` : t`30 days`);

  return (
    <article className="complaint-card" aria-labelledby={titleId}>
      <header className="complaint-card__head">
        <h2 id={titleId} className="complaint-card__title">
          <Trans>
            Complaint #{complaint.id}: {complaint.reason.reason}
          </Trans>
        </h2>
        <span className={`complaint-card__status complaint-card__status--${complaint.status}`}>{i18n._(STATUS_LABEL[complaint.status])}</span>
      </header>
      <p className="complaint-card__meta">
        <time dateTime={new Date(complaint.createdAt).toISOString()}>{formatWhen(complaint.createdAt)}</time> · {i18n._(ABOUT_LABEL[complaint.about])} ·{" "}
        <Trans>
          {complaint.reporter.nickname} (#{complaint.reporter.accountId}) reported {reported.nickname} (#{reported.accountId})
        </Trans>
        {onFilterUser ? (
          <>
            {" "}
            <button type="button" className="console-link" onClick={() => onFilterUser(reported.id)}>
              <Trans>All complaints about {reported.nickname}</Trans>
            </button>
          </>
        ) : null}
      </p>
      {reported.bannedAt !== null ? (
        <p className="complaint-card__standing">
          <Trans>Banned since {formatWhen(reported.bannedAt)}</Trans>
        </p>
      ) : reported.suspendedUntil !== null && reported.suspendedUntil > Date.now() ? (
        <p className="complaint-card__standing">
          <Trans>Suspended until {formatWhen(reported.suspendedUntil)}</Trans>
        </p>
      ) : null}
      {complaint.notes ? (
        <blockquote className="complaint-card__notes">
          <Trans>Reporter's notes: {complaint.notes}</Trans>
        </blockquote>
      ) : null}
      <SnapshotView snapshot={complaint.snapshot} {...(complaint.about === "user" ? { onHideMessage: (messageId: string) => void run("hide", { messageId }) } : {})} />
      {complaint.handledAt !== null ? (
        <p className="complaint-card__meta">
          <Trans>
            Handled by {complaint.handledBy ?? "?"} on {formatWhen(complaint.handledAt)}
          </Trans>
        </p>
      ) : null}
      <div className="complaint-card__actions" role="group" aria-label={t`Actions for complaint #${complaint.id}`}>
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void run("dismiss")}>
          <Trans>Dismiss</Trans>
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void run("warn")}>
          <Trans>Warn</Trans>
        </button>
        <button type="button" className="button button--secondary" disabled={busy || complaint.about === "user"} onClick={() => void run("hide")}>
          <Trans>Hide the content</Trans>
        </button>
        <span className="complaint-card__suspend">
          <select aria-label={t`Suspension length`} value={hours} onChange={(event) => setHours(Number(event.target.value))}>
            {SUSPENSIONS.map((h) => (
              <option key={h} value={h}>
                {hoursLabel(h)}
              </option>
            ))}
          </select>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void run("suspend", { hours })}>
            <Trans>Suspend</Trans>
          </button>
        </span>
        {confirmBan ? (
          <span className="complaint-card__confirm" role="alert">
            <Trans>Ban {reported.nickname}? They are logged out at once and cannot log in again.</Trans>{" "}
            <button type="button" className="button button--danger" disabled={busy} onClick={() => void run("ban")}>
              <Trans>Yes, ban</Trans>
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirmBan(false)}>
              <Trans>Cancel</Trans>
            </button>
          </span>
        ) : (
          <button type="button" className="button button--danger" disabled={busy} onClick={() => setConfirmBan(true)}>
            <Trans>Ban</Trans>
          </button>
        )}
      </div>
    </article>
  );
}
