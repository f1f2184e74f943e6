/**
 * A home page as it shows (product §2): avatar, nickname, VIP badge, age, gender, region, languages,
 * hashtags, occupation, height, weight, personal message, account ID, follower and following counts,
 * today's and total views, and the buttons for someone else's page (Follow/Unfollow, Add friend,
 * Send message, Gift (friends only), Block; only Send message and Unblock once the caller blocked them) or the Edit link
 * of one's own, then the album and the moments. Data and actions come from the caller.
 */
import { hashtagsOf } from "@chat/client";
import { accountIdOf, LOCALES, type PublicProfile } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Avatar } from "../layout/avatar.js";
import "../pages/pages.css";
import "./people.css";

export interface HomePageViewProps {
  user: PublicProfile;
  own: boolean;
  /** The caller follows them (with the follower count the last follow answered). */
  following: boolean;
  fans: number;
  followBusy: boolean;
  /** A friend request was sent from this page and awaits an answer. */
  requested: boolean;
  /** A region code → its name in the UI language (the region dictionary), when loaded. */
  regionName?: (code: string) => string;
  onFollow?: () => void;
  onAddFriend?: () => void;
  onSendMessage?: () => void;
  onGift?: () => void;
  onBlock?: () => void;
  onUnblock?: () => void;
  /** The user's album (`AlbumStrip`), shown below the facts. */
  album?: ReactNode;
  /** The user's moments (`UserMoments`), pinned first, below the album. */
  moments?: ReactNode;
}

/** Spoken languages as their native names ("Deutsch, 日本語"), unknown codes as they are. */
export function spokenLanguages(codes: string | undefined): string {
  return (codes ?? "")
    .split(",")
    .filter(Boolean)
    .map((code) => LOCALES.find((l) => l.code === code)?.language ?? code)
    .join(", ");
}

export function HomePageView(props: HomePageViewProps) {
  const { t, i18n } = useLingui();
  const { user, own } = props;
  const name = user.nickname;
  const genders = [t`Male`, t`Female`, t`Other`];
  const units = (unit: "centimeter" | "kilogram", n: number | null) =>
    n === null ? "" : new Intl.NumberFormat(i18n.locale, { style: "unit", unit, unitDisplay: "short" }).format(n);
  const region = user.region ? (props.regionName?.(user.region) ?? user.region) : "";
  const facts: [ReactNode, string][] = [
    [<Trans key="i">Account ID</Trans>, String(accountIdOf(user.id))],
    [<Trans key="a">Age</Trans>, user.age === null ? "" : String(user.age)],
    [<Trans key="g">Gender</Trans>, genders[user.gender] ?? ""],
    [<Trans key="r">Region</Trans>, region],
    [<Trans key="l">Languages</Trans>, spokenLanguages(user.languages)],
    [<Trans key="o">Occupation</Trans>, user.occupation],
    [<Trans key="h">Height</Trans>, units("centimeter", user.height)],
    [<Trans key="w">Weight</Trans>, units("kilogram", user.weight)],
  ];
  const tags = hashtagsOf(user.interest);
  const counts: [string, number, string | null][] = [
    [t`Followers`, props.fans, own ? "/followMe" : null],
    [t`Following`, user.userDataVo.follow, own ? "/myLike" : null],
    [t`Today's views`, user.todayViews ?? 0, own ? "/myVisitors" : null],
    [t`Total views`, user.totalViews ?? 0, own ? "/myVisitors" : null],
  ];

  return (
    <section className="page home-page" aria-labelledby="home-page-name">
      <div className="home-page__head">
        <Avatar user={user} size="large" />
        <div className="home-page__who">
          <h1 className="page__title home-page__name" id="home-page-name">
            {user.nickname}
            {user.friendRemarkName ? <span className="home-page__remark">({user.friendRemarkName})</span> : null}
            {user.vipLevel === 1 ? <span className="badge badge--vip">VIP</span> : null}
            {user.vipLevel === 2 ? <span className="badge badge--svip">SVIP</span> : null}
          </h1>
          {user.personalMessage ? <p className="home-page__line">{user.personalMessage}</p> : null}
        </div>
        {own ? (
          <a className="button button--secondary" href="/person">
            <Trans>Edit</Trans>
          </a>
        ) : null}
      </div>
      <dl className="home-page__counts">
        {counts.map(([label, value, href]) => (
          <div key={label}>
            <dt>{href ? <a href={href}>{label}</a> : label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {own || !user.blocked ? null : (
        <p className="home-page__line">
          <Trans>You blocked {name}.</Trans>
        </p>
      )}
      {own ? null : (
        <div className="home-page__actions">
          {user.blocked ? null : (
            <button type="button" className={`button ${props.following ? "button--secondary" : "button--primary"}`} disabled={props.followBusy} onClick={props.onFollow}>
              {props.following ? t`Unfollow` : t`Follow`}
            </button>
          )}
          {user.isFriend || user.isService || user.blocked ? null : (
            <button type="button" className="button button--secondary" disabled={props.requested} onClick={props.onAddFriend}>
              {props.requested ? t`Friend request sent` : t`Add friend`}
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={props.onSendMessage}>
            <Trans>Send message</Trans>
          </button>
          {user.isFriend && !user.blocked ? (
            <button type="button" className="button button--secondary" onClick={props.onGift}>
              <Trans>Gift</Trans>
            </button>
          ) : null}
          {user.isService ? null : (
            <button type="button" className="button button--secondary" onClick={user.blocked ? props.onUnblock : props.onBlock}>
              {user.blocked ? t`Unblock` : t`Block`}
            </button>
          )}
        </div>
      )}
      {tags.length > 0 ? (
        <ul className="tag-list" aria-label={t`Hashtags`}>
          {tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      ) : null}
      <dl className="home-page__facts">
        {facts
          .filter(([, value]) => value !== "")
          .map(([label, value], i) => (
            <div key={i}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {props.album}
      {props.moments}
    </section>
  );
}
