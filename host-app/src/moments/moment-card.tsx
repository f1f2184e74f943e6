/**
 * One moment as a card: the author, when, pinned, the text (as text, with Translate), the pictures,
 * Like/Unlike with the count, Comment (the comments open under it), Share (copies the moment's link),
 * and Pin to top and Delete (own) or Complaint (someone else's).
 */
import type { MomentDetail } from "@chat/client";
import type { Moment } from "@chat/protocol";
import { formatRelative } from "@chat/i18n";
import { Trans, useLingui } from "@lingui/react/macro";
import { memo, useState } from "react";
import { useEnv } from "../common/env-context.js";
import { ConfirmDelete } from "./on-demand.js";
import { Avatar } from "../layout/avatar.js";
import { ComplaintDialog } from "./complaint-dialog.js";
import { MomentComments } from "./moment-comments.js";
import { MomentPictures } from "./moment-pictures.js";
import { TranslatableText } from "./translatable-text.js";

/** What a card may do to the list it belongs to; each rejects with the ApiError when refused. */
export interface MomentCardActions {
  toggleLike(id: number): Promise<void>;
  remove(id: number): Promise<void>;
  pin(id: number, top: boolean): Promise<void>;
  update(id: number, change: Partial<Moment>): void;
}

interface Props {
  moment: Moment;
  meId: number;
  actions: MomentCardActions;
  /** Opens the comments at once (the detail route), with its store when given. */
  commentsOpen?: boolean;
  detail?: MomentDetail;
  /** After a delete (the detail route leaves). */
  onDeleted?: () => void;
}

/** Memoized: a feed's list changes (a page arriving, one moment liked) leave the other cards as they were. */
export const MomentCard = memo(function MomentCard({ moment, meId, actions, commentsOpen = false, detail, onDeleted }: Props) {
  const { t } = useLingui();
  const { toasts } = useEnv();
  const [comments, setComments] = useState(commentsOpen);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [complaint, setComplaint] = useState(false);
  const own = moment.author.userId === meId;
  const name = moment.author.nickname;
  const { likes, comments: commentCount } = moment;
  const failed = (error: unknown) =>
    toasts.notify({ kind: "error", text: error instanceof Error && error.message ? error.message : t`Something went wrong. Please try again.` });
  const run = (action: () => Promise<void>) => () => void action().catch(failed);

  const share = async () => {
    const link = `${window.location.origin}/moment/${moment.id}`;
    try {
      await navigator.clipboard.writeText(link);
      toasts.notify({ kind: "success", text: t`Shared link copied` });
    } catch {
      toasts.notify({ kind: "error", text: t`The link could not be copied: ${link}` });
    }
  };

  const remove = async () => {
    setConfirmDelete(false);
    await actions.remove(moment.id);
    toasts.notify({ kind: "success", text: t`Moment deleted` });
    onDeleted?.();
  };

  return (
    <article className={`moment-card${moment.pinned ? " moment-card--pinned" : ""}`} aria-label={t`Moment by ${name}`}>
      <header className="moment-card__head">
        <a className="moment-card__author" href={`/userHomePage/${moment.author.userId}`}>
          <Avatar user={{ nickname: name, avatar: moment.author.avatarThumb || moment.author.avatar }} size="small" />
          <span className="moment-card__name">
            {name}
            {moment.author.vipLevel === 1 ? <span className="badge badge--vip">VIP</span> : null}
            {moment.author.vipLevel === 2 ? <span className="badge badge--svip">SVIP</span> : null}
          </span>
        </a>
        <a className="moment-card__time" href={`/moment/${moment.id}`}>
          <time dateTime={new Date(moment.createdAt).toISOString()}>{formatRelative(moment.createdAt, Date.now())}</time>
        </a>
        {moment.pinned ? (
          <span className="moment-card__badge">
            <Trans>Pinned</Trans>
          </span>
        ) : null}
        {moment.type === 1 ? (
          <span className="moment-card__badge">
            <Trans>Burn after reading</Trans>
          </span>
        ) : null}
      </header>
      <TranslatableText kind="moment" id={moment.id} text={moment.text} className="moment-card__text" />
      <MomentPictures moment={moment} />
      <div className="moment-card__actions">
        <button type="button" className="moment-action" aria-pressed={moment.liked} onClick={run(() => actions.toggleLike(moment.id))}>
          {moment.liked ? t`Unlike` : t`Like`}
        </button>
        {likes === null ? null : (
          <span className="moment-card__count" aria-label={t`Likes: ${likes}`}>
            {likes}
          </span>
        )}
        <button type="button" className="moment-action" aria-expanded={comments} onClick={() => setComments(!comments)}>
          <Trans>Comment</Trans>
        </button>
        {commentCount === null ? null : (
          <span className="moment-card__count" aria-label={t`Comments: ${commentCount}`}>
            {commentCount}
          </span>
        )}
        <button type="button" className="moment-action" onClick={() => void share()}>
          <Trans>Share</Trans>
        </button>
        {own ? (
          <>
            <button type="button" className="moment-action" onClick={run(() => actions.pin(moment.id, !moment.pinned))}>
              {moment.pinned ? t`Unpin` : t`Pin to top`}
            </button>
            <button type="button" className="moment-action" onClick={() => setConfirmDelete(true)}>
              <Trans>Delete</Trans>
            </button>
          </>
        ) : (
          <button type="button" className="moment-action" onClick={() => setComplaint(true)}>
            <Trans>Complaint</Trans>
          </button>
        )}
      </div>
      {comments ? (
        <MomentComments moment={moment} meId={meId} {...(detail ? { detail } : {})} onCount={(n) => actions.update(moment.id, { comments: n })} />
      ) : null}
      {confirmDelete ? (
        <ConfirmDelete title={t`Delete moment`} onClose={() => setConfirmDelete(false)} onConfirm={() => void remove().catch(failed)}>
          <p>
            <Trans>Delete this moment? This cannot be undone.</Trans>
          </p>
        </ConfirmDelete>
      ) : null}
      {complaint ? <ComplaintDialog userId={moment.author.userId} dynamicId={moment.id} onClose={() => setComplaint(false)} /> : null}
    </article>
  );
});
