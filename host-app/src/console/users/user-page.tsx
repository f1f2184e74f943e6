import type { ConsoleUserDetail, OperatorRole } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { STATUS_LABEL } from "../complaints/complaint-card.js";
import { formatNumber, formatWhen } from "../console-format.js";

export interface UserPageProps {
  detail: ConsoleUserDetail;
  role: OperatorRole;
  onCoins: (delta: number, reason: string) => Promise<void>;
  onSet: (values: { vipLevel: 0 | 1 | 2; isPayMsg: boolean; isBurnPayMsg: boolean }) => Promise<void>;
  onRestore: () => Promise<void>;
  onBack: () => void;
}

/** One user: profile, membership, balances, flags, bills and complaints, and what an operator may change. */
export function UserPage({ detail, role, onCoins, onSet, onRestore, onBack }: UserPageProps) {
  const { t, i18n } = useLingui();
  const { user, membership, balances, flags, bills, complaints } = detail;
  const [delta, setDelta] = useState("");
  const [reason, setReason] = useState("");
  const [vip, setVip] = useState<0 | 1 | 2>(membership.vipLevel as 0 | 1 | 2);
  const [payMsg, setPayMsg] = useState(flags.isPayMsg);
  const [burnPayMsg, setBurnPayMsg] = useState(flags.isBurnPayMsg);
  const [busy, setBusy] = useState(false);
  const levels = [t`None`, t`VIP`, t`SVIP`];
  const suspended = user.suspendedUntil !== null && user.suspendedUntil > Date.now();

  const run = (action: () => Promise<void>) => async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="user-page" aria-labelledby="user-page-title">
      <button type="button" className="console-link" onClick={onBack}>
        <Trans>Back to the search</Trans>
      </button>
      <header className="user-page__head">
        {user.avatar ? <img className="snapshot__avatar" src={user.avatar} alt="" /> : null}
        <div>
          <h1 id="user-page-title" className="console-section__title">
            {user.nickname}
          </h1>
          <p className="console-count">
            <Trans>
              Account ID {user.accountId} · {user.email ?? "—"} · joined {formatWhen(user.createdAt)}
            </Trans>
          </p>
        </div>
      </header>
      {user.deletedAt !== null ? (
        <p className="complaint-card__standing">
          <Trans>Account deleted on {formatWhen(user.deletedAt)}</Trans>
        </p>
      ) : null}
      {user.bannedAt !== null || suspended ? (
        <p className="complaint-card__standing">
          {user.bannedAt !== null ? <Trans>Banned since {formatWhen(user.bannedAt)}</Trans> : <Trans>Suspended until {formatWhen(user.suspendedUntil ?? 0)}</Trans>}{" "}
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void run(onRestore)()}>
            <Trans>Lift it</Trans>
          </button>
        </p>
      ) : null}

      <dl className="user-page__facts">
        <div>
          <dt>
            <Trans>Membership</Trans>
          </dt>
          <dd>
            {levels[membership.vipLevel] ?? levels[0]}
            {membership.vipExpiresAt !== null ? (
              <>
                {" · "}
                <Trans>until {formatWhen(membership.vipExpiresAt)}</Trans>
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Gold coins</Trans>
          </dt>
          <dd>{formatNumber(balances.goldCoin)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Translation characters</Trans>
          </dt>
          <dd>{formatNumber(balances.translateChars + balances.vipChars)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Free gifts</Trans>
          </dt>
          <dd>{formatNumber(balances.freeGifts)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Language</Trans>
          </dt>
          <dd>{user.language || "—"}</dd>
        </div>
        <div>
          <dt>
            <Trans>Region</Trans>
          </dt>
          <dd>{user.region || "—"}</dd>
        </div>
      </dl>

      <div className="user-page__forms">
        <form className="console-form user-page__form" onSubmit={run(() => onSet({ vipLevel: vip, isPayMsg: payMsg, isBurnPayMsg: burnPayMsg }))}>
          <h2 className="user-page__subtitle">
            <Trans>Membership and paid messages</Trans>
          </h2>
          <label className="user-page__field">
            <span>
              <Trans>Level</Trans>
            </span>
            <select value={vip} onChange={(event) => setVip(Number(event.target.value) as 0 | 1 | 2)}>
              {levels.map((label, level) => (
                <option key={label} value={level}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label className="user-page__check">
            <input type="checkbox" checked={payMsg} onChange={(event) => setPayMsg(event.target.checked)} />
            <Trans>Pays for messages (isPayMsg)</Trans>
          </label>
          <label className="user-page__check">
            <input type="checkbox" checked={burnPayMsg} onChange={(event) => setBurnPayMsg(event.target.checked)} />
            <Trans>Pays for burn-after-read pictures (isBurnPayMsg)</Trans>
          </label>
          <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
            <Trans>Save</Trans>
          </button>
        </form>

        {role === "admin" ? (
          <form
            className="console-form user-page__form"
            onSubmit={run(async () => {
              await onCoins(Number(delta), reason);
              setDelta("");
              setReason("");
            })}
          >
            <h2 className="user-page__subtitle">
              <Trans>Adjust gold coins</Trans>
            </h2>
            <label className="user-page__field">
              <span>
                <Trans>Amount (negative to take away)</Trans>
              </span>
              <input type="number" step={1} required value={delta} onChange={(event) => setDelta(event.target.value)} />
            </label>
            <label className="user-page__field">
              <span>
                <Trans>Reason (the user sees it in their bills)</Trans>
              </span>
              <input type="text" required maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} />
            </label>
            <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
              <Trans>Adjust</Trans>
            </button>
          </form>
        ) : null}
      </div>

      <h2 className="user-page__subtitle">
        <Trans>Bills</Trans>
      </h2>
      {bills.length === 0 ? (
        <p className="console-empty">
          <Trans>No bills yet.</Trans>
        </p>
      ) : (
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>When</Trans>
              </th>
              <th scope="col">
                <Trans>What</Trans>
              </th>
              <th scope="col">
                <Trans>Change</Trans>
              </th>
              <th scope="col">
                <Trans>Balance after</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {bills.map((b) => (
              <tr key={b.id}>
                <td>{formatWhen(b.time)}</td>
                <td>
                  {b.item || b.reason} <span className="console-count">({b.asset})</span>
                </td>
                <td>{`${b.delta > 0 ? "+" : ""}${formatNumber(b.delta)}`}</td>
                <td>{formatNumber(b.balanceAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2 className="user-page__subtitle">
        <Trans>Complaints about this user</Trans>
      </h2>
      {complaints.length === 0 ? (
        <p className="console-empty">
          <Trans>No complaints.</Trans>
        </p>
      ) : (
        <ul>
          {complaints.map((c) => (
            <li key={c.id}>
              #{c.id} · {c.reason} · {i18n._(STATUS_LABEL[c.status])} · {formatWhen(c.createdAt)}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
