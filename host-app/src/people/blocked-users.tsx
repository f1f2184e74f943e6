/**
 * Settings → "Blocked users": the people the user blocked (paged), each with "Unblock". Mounted by
 * the settings page; it builds its own block store unless given one (tests and stories pass one).
 */
import { createBlock, type Block } from "@chat/client";
import { accountIdOf } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useId, useMemo, useState } from "react";
import { useEnv } from "../common/env-context.js";
import "./blocked-users.css";

export function BlockedUsers({ block: given }: { block?: Block }) {
  const { t } = useLingui();
  const { api } = useEnv();
  const block = useMemo(() => given ?? createBlock({ api }), [given, api]);
  const list = useStore(block.$blockList);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState<number | null>(null);
  const id = useId();

  useEffect(() => {
    void block.loadBlockList();
  }, [block]);

  const unblock = async (userId: number) => {
    setBusy(userId);
    setError("");
    const result = await block.unblock(userId);
    setBusy(null);
    if (!result.ok) setError(result.error || t`Something went wrong. Please try again.`);
  };

  return (
    <section className="blocked-users" aria-labelledby={`${id}-title`} aria-busy={list.loading}>
      <h2 id={`${id}-title`}>
        <Trans>Blocked users</Trans>
      </h2>
      <p className="blocked-users__hint">
        <Trans>People you blocked cannot message you, add you as a friend or see your home page.</Trans>
      </p>
      {error || list.error ? <p role="alert">{error || list.error}</p> : null}
      {list.loading && list.page === 0 ? <p role="status">{t`Loading…`}</p> : null}
      {!list.loading && list.page > 0 && list.records.length === 0 ? (
        <p>
          <Trans>You have not blocked anyone.</Trans>
        </p>
      ) : null}
      {list.records.length > 0 ? (
        <ul className="blocked-users__list">
          {list.records.map((user) => (
            <li key={user.userId} className="blocked-users__row">
              {user.avatar ? <img className="blocked-users__avatar" src={user.avatar} alt="" width={40} height={40} /> : <span className="blocked-users__avatar" aria-hidden="true" />}
              <span className="blocked-users__name" id={`${id}-${user.userId}`}>
                {user.nickname}{" "}
                <span className="blocked-users__account">
                  <Trans>Account ID</Trans> {accountIdOf(user.userId)}
                </span>
              </span>
              <button type="button" className="button" aria-describedby={`${id}-${user.userId}`} disabled={busy === user.userId} onClick={() => void unblock(user.userId)}>
                <Trans>Unblock</Trans>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {list.records.length < list.total ? (
        <button type="button" className="button" disabled={list.loading} onClick={() => void block.loadMoreBlocked()}>
          <Trans>Show more</Trans>
        </button>
      ) : null}
    </section>
  );
}
