import { accountIdOf } from "@chat/protocol";
import type { ChatPanelElement } from "@chat/widget";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import type { MouseEvent } from "react";
import { useEnv } from "../common/env-context.js";
import { numberText } from "../i18n/number-text.js";
import { Avatar } from "./avatar.js";

/** The side bar of product §2 (wide screens): who I am, my balances and my shortcuts. */
export function Sidebar() {
  const { t, i18n } = useLingui();
  const { session, toasts, chatPanel, wallet } = useEnv();
  const user = useStore(session.$user);
  // The wallet store is live (the panel's `chat-wallet` events, the wallet page's purchases); until it
  // has numbers, my-info's are the latest.
  const balance = useStore(wallet.$wallet);
  if (!user) {
    return <aside className="sidebar sidebar--loading" aria-label={t`My account`} aria-busy="true" />;
  }
  const { goldCoin, character, vipCharacter } = balance ?? user.userAccountVo;
  const n = (value: number) => numberText(i18n.locale, value);
  // Spec §2: the follow lists show an error and stay put when they would be empty.
  const stayWhenEmpty = (count: number, text: string) => (event: MouseEvent) => {
    if (count > 0) return;
    event.preventDefault();
    toasts.notify({ kind: "error", text });
  };

  // The links open the floating chat panel in place; without it they still lead to /chats.
  const openPanel = (action: (panel: ChatPanelElement) => void) => (event: MouseEvent) => {
    const panel = chatPanel.$element.get();
    if (!panel) return;
    event.preventDefault();
    action(panel);
  };

  return (
    <aside className="sidebar" aria-label={t`My account`}>
      <div className="sidebar__card">
        <a className="sidebar__avatar" href="/myspace" aria-label={t`My space`}>
          <Avatar user={user} size="large" />
        </a>
        <p className="sidebar__name">
          <span>{user.nickname || user.email}</span>
          {user.vipLevel === 1 ? <span className="badge badge--vip">VIP</span> : null}
          {user.vipLevel === 2 ? <span className="badge badge--svip">SVIP</span> : null}
        </p>
        <dl className="sidebar__facts">
          <div className="sidebar__fact">
            <dt>
              <Trans>Account ID</Trans>
            </dt>
            <dd>{accountIdOf(user.id)}</dd>
          </div>
          <div className="sidebar__fact">
            <dt>
              <Trans>Gold coins</Trans>
            </dt>
            <dd>{n(goldCoin)}</dd>
          </div>
          <div className="sidebar__fact">
            <dt>
              <Trans>Translation characters</Trans>
            </dt>
            <dd>{n(character + vipCharacter)}</dd>
          </div>
        </dl>
        {"profileCompleted" in user && user.profileCompleted === false ? (
          <p className="sidebar__invite">
            <Trans>Your profile is not complete yet.</Trans> <a href="/person">{t`Finish your profile`}</a>
          </p>
        ) : null}
        <div className="sidebar__follow">
          <a href="/followMe" onClick={stayWhenEmpty(user.userDataVo.fans, t`You have no followers yet`)}>
            <strong>{n(user.userDataVo.fans)}</strong> <Trans>Followers</Trans>
          </a>
          <a href="/myLike" onClick={stayWhenEmpty(user.userDataVo.follow, t`You have not followed anyone`)}>
            <strong>{n(user.userDataVo.follow)}</strong> <Trans>Following</Trans>
          </a>
        </div>
      </div>
      <nav className="sidebar__links" aria-label={t`Shortcuts`}>
        <a href="/chats" onClick={openPanel((panel) => panel.showApplications())}>
          <Trans>Friend applications</Trans>
        </a>
        <a href="/chats" onClick={openPanel((panel) => panel.open())}>
          <Trans>Messages</Trans>
        </a>
        <a href="/myInfo">
          <Trans>My info</Trans>
        </a>
        <a href="/account?index=1">
          <Trans>Account</Trans>
        </a>
        <a href="/myAlbum">
          <Trans>Album</Trans>
        </a>
        <a href="/dynamicSquare">
          <Trans>Moments</Trans>
        </a>
        <a href="/myVisitors">
          <Trans>Visitors</Trans>
        </a>
        <a href="/myOrder">
          <Trans>Orders</Trans>
        </a>
      </nav>
    </aside>
  );
}
