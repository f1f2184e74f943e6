/**
 * The comments of one moment: oldest first with their replies indented under them, each reply as
 * "replier → replied-to" (a reply to a reply too; the server files it under the same comment),
 * Reply and Delete (own comments, or any on one's own moment, after a confirmation), Translate per
 * comment, the comment box, Load more, and for an SVIP author who liked it.
 */
import { createMomentDetail, type MomentDetail } from "@chat/client";
import type { Moment, MomentComment } from "@chat/protocol";
import { MOMENT_LIMITS } from "@chat/protocol/core";
import { formatRelative } from "@chat/i18n";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { useEnv } from "../common/env-context.js";
import { ConfirmDelete } from "./on-demand.js";
import { ComplaintDialog } from "./complaint-dialog.js";
import { TranslatableText } from "./translatable-text.js";

interface Props {
  moment: Moment;
  meId: number;
  /** A store already loaded (the detail route, stories); built and loaded here otherwise. */
  detail?: MomentDetail;
  /** Told the new comment count after a comment, reply or delete. */
  onCount?: (comments: number) => void;
}

export function MomentComments({ moment, meId, detail: given, onCount }: Props) {
  const { t } = useLingui();
  const { api, toasts } = useEnv();
  const detail = useMemo(() => given ?? createMomentDetail({ api, id: moment.id }), [given, api, moment.id]);
  const state = useStore(detail.$state);
  const [replyTo, setReplyTo] = useState<MomentComment | null>(null);
  const [deleting, setDeleting] = useState<MomentComment | null>(null);
  const [complaint, setComplaint] = useState<MomentComment | null>(null);

  useEffect(() => {
    if (!given) void detail.load();
  }, [detail, given]);

  const counted = () => {
    const now = detail.$state.get().moment?.comments;
    if (typeof now === "number") onCount?.(now);
  };
  const remove = async () => {
    if (!deleting) return;
    const error = await detail.removeComment(deleting.id);
    setDeleting(null);
    if (error) toasts.notify({ kind: "error", text: error });
    else counted();
  };
  const replyId = (c: MomentComment) => `moment-comment-${c.id}-reply`;
  // The box goes away under the keyboard's focus: it returns to the Reply that opened it.
  const closeReply = (c: MomentComment) => {
    setReplyTo(null);
    requestAnimationFrame(() => document.getElementById(replyId(c))?.focus());
  };
  const mayDelete = (c: MomentComment) => c.author.userId === meId || moment.author.userId === meId;

  const row = (c: MomentComment) => {
    const author = c.author.nickname;
    const to = c.replyTo?.nickname ?? "";
    // The actions are named by their words; whose comment they act on is their description.
    const whoId = `moment-comment-${c.id}-who`;
    return (
    <li key={c.id} className="moment-comment">
      <p className="moment-comment__who">
        <a id={whoId} href={`/userHomePage/${c.author.userId}`}>
          {author}
        </a>
        {c.replyTo ? (
          <span className="moment-comment__to">
            {/* "Ana → Ben" for the eye; the arrow means nothing read aloud, so the words stand in for it. */}
            <span aria-hidden="true">
              {" "}
              <span className="moment-comment__arrow">→</span> {to}
            </span>
            <span className="visually-hidden"> {t`replied to ${to}`}</span>
          </span>
        ) : null}
        <time dateTime={new Date(c.createdAt).toISOString()}> · {formatRelative(c.createdAt, Date.now())}</time>
      </p>
      <TranslatableText kind="comment" id={c.id} text={c.text} className="moment-comment__text" />
      <div className="moment-comment__actions">
        <button type="button" id={replyId(c)} className="moment-link" aria-describedby={whoId} aria-expanded={replyTo?.id === c.id} onClick={() => setReplyTo(c)}>
          <Trans>Reply</Trans>
        </button>
        {c.author.userId === meId ? null : (
          <button type="button" className="moment-link" aria-describedby={whoId} onClick={() => setComplaint(c)}>
            <Trans>Complaint</Trans>
          </button>
        )}
        {mayDelete(c) ? (
          <button type="button" className="moment-link" aria-describedby={whoId} onClick={() => setDeleting(c)}>
            <Trans>Delete</Trans>
          </button>
        ) : null}
      </div>
      {c.replies.length > 0 ? <ul className="moment-comments__replies">{c.replies.map(row)}</ul> : null}
      {replyTo?.id === c.id ? (
        <CommentBox
          label={t`Reply to ${author}`}
          submit={t`Reply`}
          autoFocus
          onCancel={() => closeReply(c)}
          onSend={async (text) => {
            const result = await detail.comment(text, c.id);
            // Sent: the box closes (a new one starts empty); refused: it stays with the draft and the reason.
            if (result.ok) {
              closeReply(c);
              counted();
            }
            return result.ok ? "" : result.error;
          }}
        />
      ) : null}
    </li>
    );
  };

  return (
    <section className="moment-comments" aria-label={t`Comments`} aria-busy={state.loading}>
      {state.likers && state.likers.length > 0 ? (
        <p className="moment-comments__likers">
          <Trans>Liked by</Trans> {state.likers.map((u) => u.nickname).join(", ")}
        </p>
      ) : null}
      {state.comments.length > 0 ? <ul className="moment-comments__list">{state.comments.map(row)}</ul> : null}
      {state.error ? <p role="alert">{state.error}</p> : null}
      {state.hasMore ? (
        <button type="button" className="button button--secondary" disabled={state.loading} onClick={() => void detail.loadMoreComments()}>
          <Trans>More comments</Trans>
        </button>
      ) : null}
      <CommentBox
        label={t`Write a comment`}
        submit={t`Comment`}
        onSend={async (text) => {
          const result = await detail.comment(text);
          if (result.ok) counted();
          return result.ok ? "" : result.error;
        }}
      />
      {complaint ? <ComplaintDialog userId={complaint.author.userId} dynamicId={moment.id} commentId={complaint.id} onClose={() => setComplaint(null)} /> : null}
      {deleting ? (
        <ConfirmDelete title={t`Delete comment`} onClose={() => setDeleting(null)} onConfirm={() => void remove()}>
          <p>
            <Trans>Delete this comment? This cannot be undone.</Trans>
          </p>
        </ConfirmDelete>
      ) : null}
    </section>
  );
}

/** A one-line box: resolves the refusal's key or text ("" when sent), shown under it; a sent comment clears it. */
function CommentBox({ label, submit, autoFocus, onSend, onCancel }: { label: string; submit: string; autoFocus?: boolean; onSend(text: string): Promise<string>; onCancel?: () => void }) {
  const { t } = useLingui();
  const [text, setText] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const id = useId();
  const problems: Record<string, string> = { commentRequired: t`Write a comment first.`, messageTooLong: t`This comment is too long.` };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const refused = await onSend(text);
    setBusy(false);
    setError(refused ? (problems[refused] ?? refused) : "");
    if (!refused) setText("");
  };
  return (
    <form className="moment-comment-box" aria-label={label} onSubmit={(e) => void send(e)}>
      <input id={id} aria-label={label} type="text" autoFocus={autoFocus} value={text} maxLength={MOMENT_LIMITS.commentChars} placeholder={label} aria-invalid={error ? true : undefined} onChange={(e) => setText(e.target.value)} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {submit}
      </button>
      {onCancel ? (
        <button type="button" className="button button--secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      ) : null}
      {error ? (
        <p className="moment-comment-box__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
