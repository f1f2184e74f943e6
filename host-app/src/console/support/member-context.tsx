/**
 * Beside the conversation: who the member is (profile, standing, membership, balances), their last
 * bills and orders, complaints about them still open, and a link to their page in "Users".
 */
import type { SupportThreadDetail } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MouseEvent } from "react";
import { Avatar } from "../../layout/avatar.js";
import { formatNumber, formatWhen } from "../console-format.js";
import { languageName, membershipText, sourceText } from "./inbox-format.js";

/** The user's page in the console's Users section. */
export const userPageHref = (userId: number) => `/admin/users?user=${userId}`;

/** Opens a console address without reloading the page: the console's shell follows popstate. */
function navigate(event: MouseEvent<HTMLAnchorElement>) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  event.preventDefault();
  history.pushState(null, "", event.currentTarget.getAttribute("href"));
  dispatchEvent(new PopStateEvent("popstate"));
}

export function MemberContext({ detail }: { detail: SupportThreadDetail }) {
  const { t, i18n } = useLingui();
  const { member } = detail.thread;
  const { context } = detail;
  const { membership, balances } = context;
  const suspended = context.suspendedUntil !== null && context.suspendedUntil > Date.now();
  const nickname = member.nickname;

  return (
    <aside className="inbox-context" aria-labelledby="inbox-context-title">
      <div className="inbox-context__who">
        <Avatar user={member} size="small" />
        <div>
          <h2 id="inbox-context-title" className="inbox-context__title">
            <bdi>{member.nickname}</bdi>
          </h2>
          <p className="console-count">
            <Trans>Account ID {member.accountId}</Trans>
          </p>
        </div>
      </div>
      {context.bannedAt !== null ? (
        <p className="complaint-card__standing">
          <Trans>Banned since {formatWhen(context.bannedAt)}</Trans>
        </p>
      ) : suspended ? (
        <p className="complaint-card__standing">
          <Trans>Suspended until {formatWhen(context.suspendedUntil ?? 0)}</Trans>
        </p>
      ) : null}
      <a className="inbox-context__link" href={userPageHref(member.id)} onClick={navigate}>
        <Trans>Open {nickname}'s user page</Trans>
      </a>
      <dl className="inbox-context__facts">
        <dt>{t`E-mail`}</dt>
        <dd>
          <bdi>{context.email ?? "—"}</bdi>
        </dd>
        <dt>
          <Trans>Language</Trans>
        </dt>
        <dd>{languageName(member.language)}</dd>
        <dt>
          <Trans>Came from</Trans>
        </dt>
        <dd>
          <bdi>{sourceText(i18n, member.source)}</bdi>
        </dd>
        <dt>
          <Trans>Region</Trans>
        </dt>
        <dd>{context.region || "—"}</dd>
        <dt>
          <Trans>Joined</Trans>
        </dt>
        <dd>{formatWhen(context.createdAt)}</dd>
        <dt>
          <Trans>Membership</Trans>
        </dt>
        <dd>
          {membershipText(i18n, membership.vipLevel)}
          {membership.vipExpiresAt !== null ? (
            <>
              {" · "}
              <Trans>until {formatWhen(membership.vipExpiresAt)}</Trans>
            </>
          ) : null}
        </dd>
        <dt>
          <Trans>Gold coins</Trans>
        </dt>
        <dd>{formatNumber(balances.goldCoin)}</dd>
        <dt>
          <Trans>Translation characters</Trans>
        </dt>
        <dd>{formatNumber(balances.translateChars + balances.vipChars)}</dd>
        <dt>
          <Trans>Free gifts</Trans>
        </dt>
        <dd>{formatNumber(balances.freeGifts)}</dd>
      </dl>

      <h3 className="inbox-context__heading">
        <Trans>Last bills</Trans>
      </h3>
      {context.bills.length === 0 ? (
        <p className="console-empty">
          <Trans>No bills yet.</Trans>
        </p>
      ) : (
        <ul className="inbox-context__list">
          {context.bills.map((b) => (
            <li key={b.id}>
              <span dir="auto">{b.item || b.reason}</span> <bdi className="inbox-context__amount">{`${b.delta > 0 ? "+" : ""}${formatNumber(b.delta)}`}</bdi>
              <span className="console-count"> · {formatWhen(b.time)}</span>
            </li>
          ))}
        </ul>
      )}

      <h3 className="inbox-context__heading">
        <Trans>Last orders</Trans>
      </h3>
      {context.orders.length === 0 ? (
        <p className="console-empty">
          <Trans>No orders.</Trans>
        </p>
      ) : (
        <ul className="inbox-context__list">
          {context.orders.map((o) => (
            <li key={o.id}>
              <span dir="auto">{o.goodName}</span> · <Trans>{formatNumber(o.coins)} gold coins</Trans> · {o.status === "received" ? t`Received` : o.status === "purchased" ? t`Purchased` : o.status}
              <span className="console-count"> · {formatWhen(o.time)}</span>
            </li>
          ))}
        </ul>
      )}

      <h3 className="inbox-context__heading">
        <Trans>Open complaints</Trans>
      </h3>
      {context.openComplaints.length === 0 ? (
        <p className="console-empty">
          <Trans>No open complaints.</Trans>
        </p>
      ) : (
        <ul className="inbox-context__list">
          {context.openComplaints.map((c) => (
            <li key={c.id}>
              #{c.id} · <span dir="auto">{c.reason}</span>
              <span className="console-count"> · {formatWhen(c.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
