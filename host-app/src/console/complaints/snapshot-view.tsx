import type { ComplaintSnapshot, SnapshotMessage } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatWhen } from "../console-format.js";

function MessageLine({ message, reportedId, highlight, onHide }: { message: SnapshotMessage; reportedId: number; highlight?: boolean; onHide?: ((id: string) => void) | undefined }) {
  const { t } = useLingui();
  const who = message.fromUserId === reportedId ? t`Reported user` : t`Reporter`;
  return (
    <li className={`snapshot__message${highlight ? " snapshot__message--reported" : ""}${message.fromUserId === reportedId ? " snapshot__message--theirs" : ""}`}>
      <span className="snapshot__meta">
        {who} · <time dateTime={new Date(message.time).toISOString()}>{formatWhen(message.time)}</time>
        {message.recalled ? (
          <>
            {" · "}
            <Trans>recalled</Trans>
          </>
        ) : null}
      </span>
      {message.type === "txt" ? <span className="snapshot__text">{message.text}</span> : null}
      {message.url && message.type === "audio" ? <audio className="snapshot__audio" src={message.url} controls preload="none" /> : null}
      {message.url && message.type !== "audio" ? <img className="snapshot__image" src={message.url} alt={t`Picture sent in the chat`} loading="lazy" /> : null}
      {message.type === "custom" && !message.url ? (
        <span className="snapshot__text">
          <Trans>Special message: {message.custom ?? "?"}</Trans>
        </span>
      ) : null}
      {onHide && message.fromUserId === reportedId && !message.recalled ? (
        <button type="button" className="console-link snapshot__hide" onClick={() => onHide(message.id)}>
          <Trans>Hide this message</Trans>
        </button>
      ) : null}
    </li>
  );
}

/** What was reported, as the complaint's copy keeps it (taken when it was filed). */
export function SnapshotView({ snapshot, onHideMessage }: { snapshot: ComplaintSnapshot | null; /** Hides one of the reported user's messages (a complaint about the user). */ onHideMessage?: (id: string) => void }) {
  const { t } = useLingui();
  if (!snapshot) {
    return (
      <p className="snapshot__none">
        <Trans>This complaint was filed before copies were kept.</Trans>
      </p>
    );
  }
  const reportedId = snapshot.profile.userId;
  return (
    <div className="snapshot">
      <div className="snapshot__profile">
        {snapshot.profile.avatar ? <img className="snapshot__avatar" src={snapshot.profile.avatar} alt="" /> : null}
        <div>
          <strong>{snapshot.profile.nickname}</strong> <span className="snapshot__meta">#{snapshot.profile.accountId}</span>
          {snapshot.profile.occupation ? <div className="snapshot__meta">{snapshot.profile.occupation}</div> : null}
          {snapshot.profile.personalMessage ? <div>{snapshot.profile.personalMessage}</div> : null}
        </div>
      </div>
      {snapshot.message ? (
        <section aria-label={t`Reported message`}>
          <h3 className="snapshot__heading">
            <Trans>Reported message</Trans>
          </h3>
          <ul className="snapshot__messages">
            <MessageLine message={snapshot.message} reportedId={reportedId} highlight />
          </ul>
        </section>
      ) : null}
      {snapshot.moment ? (
        <section aria-label={t`Reported moment`}>
          <h3 className="snapshot__heading">
            <Trans>Reported moment</Trans>
          </h3>
          <p className="snapshot__text">{snapshot.moment.text}</p>
          <div className="snapshot__pictures">
            {snapshot.moment.pictures.map((url) => (
              <img key={url} className="snapshot__image" src={url} alt={t`Picture of the moment`} loading="lazy" />
            ))}
          </div>
        </section>
      ) : null}
      {snapshot.comment ? (
        <section aria-label={t`Reported comment`}>
          <h3 className="snapshot__heading">
            <Trans>Reported comment</Trans>
          </h3>
          <p className="snapshot__text">{snapshot.comment.text}</p>
        </section>
      ) : null}
      {snapshot.conversation.length > 0 ? (
        <details className="snapshot__conversation" open={!snapshot.message && !snapshot.moment && !snapshot.comment}>
          <summary>
            <Trans>Their conversation when it was reported ({snapshot.conversation.length})</Trans>
          </summary>
          <ul className="snapshot__messages">
            {snapshot.conversation.map((m) => (
              <MessageLine key={m.id} message={m} reportedId={reportedId} highlight={m.id === snapshot.message?.id} onHide={onHideMessage} />
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
