/** Complaint about a moment: a reason from the server's list (the existing complaint reasons), notes, submit. */
import { accountIdOf } from "@chat/protocol/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Dialog } from "../common/dialog.js";
import { useMoments } from "./use-moments.js";

/** About one moment, or one comment on it (`commentId`), of the user `userId`. */
export function ComplaintDialog({ userId, dynamicId, commentId, onClose }: { userId: number; dynamicId: number; commentId?: number; onClose(): void }) {
  const { t } = useLingui();
  const { complaints } = useMoments();
  const reasons = useStore(complaints.$complaintReasons);
  const [type, setType] = useState<number | null>(null);
  const [notes, setNotes] = useState("");
  const [state, setState] = useState<{ busy: boolean; error?: string; done?: boolean }>({ busy: false });
  const notesId = useId();

  useEffect(() => {
    if (complaints.$complaintReasons.get().length === 0) void complaints.loadComplaintReasons().catch(() => setState({ busy: false, error: t`Something went wrong. Please try again.` }));
  }, [complaints, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (type === null) {
      setState({ busy: false, error: t`Choose a reason.` });
      return;
    }
    setState({ busy: true });
    const result = await complaints.fileComplaint({ type, notes: notes.trim(),
      beComplainedAccount: String(accountIdOf(userId)),
      dynamicId,
      ...(commentId === undefined ? {} : { commentId }),
    });
    setState(result.ok ? { busy: false, done: true } : { busy: false, error: result.error || t`Something went wrong. Please try again.` });
  };

  if (state.done) {
    return (
      <Dialog key="done" title={t`Complaint`} onClose={onClose}>
        <p role="status">
          <Trans>Thank you. Your complaint was sent.</Trans>
        </p>
        <div className="moment-dialog__actions">
          <button type="button" className="button button--primary" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog title={t`Complaint`} onClose={onClose}>
      <form className="moment-complaint" onSubmit={(e) => void submit(e)}>
        <fieldset className="moment-complaint__reasons">
          <legend>
            <Trans>Reason</Trans>
          </legend>
          {reasons.length === 0 ? (
            <p className="page__soon">
              <Trans>Loading…</Trans>
            </p>
          ) : null}
          {reasons.map((reason) => (
            <label key={reason.id} className="moment-complaint__reason">
              <input type="radio" name="reason" value={reason.id} checked={type === reason.id} onChange={() => setType(reason.id)} />
              {reason.reason}
            </label>
          ))}
        </fieldset>
        <label htmlFor={notesId}>
          <Trans>Notes</Trans>
        </label>
        <textarea id={notesId} rows={3} maxLength={1000} value={notes} onChange={(e) => setNotes(e.target.value)} />
        {state.error ? <p role="alert">{state.error}</p> : null}
        <div className="moment-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="button button--primary" disabled={state.busy}>
            <Trans>Submit</Trans>
          </button>
        </div>
      </form>
    </Dialog>
  );
}
