/** The complaint form (product §2 modals): a reason from the server's list, notes, submit. */
import { accountIdOf } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { usePanel } from "../common/panel-context.js";
import { Modal } from "./modal.js";

export function ComplaintModal({ userId, onClose }: { userId: number; onClose(): void }) {
  const { t } = useLingui();
  const { chat } = usePanel();
  const reasons = useStore(chat.$complaintReasons);
  const [type, setType] = useState<number | null>(null);
  const [notes, setNotes] = useState("");
  const [state, setState] = useState<{ busy: boolean; error?: string; done?: boolean }>({ busy: false });
  const notesId = useId();

  useEffect(() => {
    void chat.loadComplaintReasons();
  }, [chat]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (type === null) {
      setState({ busy: false, error: t`Choose a reason.` });
      return;
    }
    setState({ busy: true });
    const result = await chat.fileComplaint({ type, notes: notes.trim(), beComplainedAccount: String(accountIdOf(userId)) });
    setState(result.ok ? { busy: false, done: true } : { busy: false, error: result.error });
  };

  if (state.done) {
    return (
      // A new dialog (key) so the focus moves into it: the form's disabled button just lost it.
      <Modal key="done" title={t`Complaint`} onClose={onClose}>
        <p role="status">
          <Trans>Thank you. Your complaint was sent.</Trans>
        </p>
        <div className="modal__actions">
          <button type="button" className="button button--primary" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title={t`Complaint`} onClose={onClose}>
      <form className="complaint" onSubmit={submit}>
        <fieldset className="complaint__reasons">
          <legend>
            <Trans>Reason</Trans>
          </legend>
          {reasons.length === 0 ? (
            <p className="muted">
              <Trans>Loading…</Trans>
            </p>
          ) : null}
          {reasons.map((reason) => (
            <label key={reason.id} className="complaint__reason">
              <input type="radio" name="reason" value={reason.id} checked={type === reason.id} onChange={() => setType(reason.id)} />
              {reason.reason}
            </label>
          ))}
        </fieldset>
        <label htmlFor={notesId}>
          <Trans>Notes</Trans>
        </label>
        <textarea id={notesId} className="complaint__notes" rows={3} maxLength={1000} value={notes} onChange={(e) => setNotes(e.target.value)} />
        {state.error ? (
          <p className="error-text" role="alert">
            {state.error}
          </p>
        ) : null}
        <div className="modal__actions">
          <button type="button" className="button" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="button button--primary" disabled={state.busy}>
            <Trans>Submit</Trans>
          </button>
        </div>
      </form>
    </Modal>
  );
}
