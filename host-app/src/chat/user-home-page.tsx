/**
 * `/userHomePage/:id` (spec §2): another user's public profile, simple for now, with "Send message"
 * opening the conversation in the chat panel.
 */
import { isApiError } from "@chat/client";
import { accountIdOf, type PublicUserInfo, type UserVoReply } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { useEnv } from "../app/env-context.js";
import "./chat.css";

type State = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; user: PublicUserInfo };

export function UserHomePage({ id }: { id: string }) {
  const { t } = useLingui();
  const { api, session, chatPanel } = useEnv();
  const me = useStore(session.$user);
  const userId = Number(id);
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    let live = true;
    setState({ status: "loading" });
    if (!Number.isInteger(userId) || userId <= 0) {
      setState({ status: "error", message: t`This user does not exist.` });
      return;
    }
    api
      .get<UserVoReply>("user/info", { userId })
      .then((reply) => live && setState({ status: "ready", user: reply.userVo }))
      .catch((error: unknown) => {
        if (live) setState({ status: "error", message: isApiError(error) && error.message ? error.message : t`This user does not exist.` });
      });
    return () => {
      live = false;
    };
  }, [api, userId, t]);

  if (state.status === "loading") {
    return (
      <section className="page" aria-busy="true">
        <p className="page__soon">
          <Trans>Loading…</Trans>
        </p>
      </section>
    );
  }
  if (state.status === "error") {
    return (
      <section className="page">
        <h1 className="page__title">
          <Trans>User home page</Trans>
        </h1>
        <p role="alert">{state.message}</p>
      </section>
    );
  }
  const { user } = state;
  const facts: Array<[string, string | number | null]> = [
    [t`Account ID`, accountIdOf(user.id)],
    [t`Age`, user.age],
    [t`Region`, user.region],
    [t`Occupation`, user.occupation],
    [t`Height`, user.height ? t`${user.height} cm` : null],
    [t`Weight`, user.weight ? t`${user.weight} kg` : null],
  ];
  return (
    <section className="page user-home">
      <div className="user-home__head">
        <span className="avatar avatar--large" aria-hidden="true">
          {user.avatar ? <img className="avatar__image" src={user.avatar} alt="" /> : user.nickname.slice(0, 1).toUpperCase()}
        </span>
        <div>
          <h1 className="page__title">
            {user.nickname}
            {user.friendRemarkName ? <span className="user-home__remark"> ({user.friendRemarkName})</span> : null}
          </h1>
          {user.personalMessage ? <p className="page__soon">{user.personalMessage}</p> : null}
        </div>
      </div>
      <dl className="user-home__facts">
        {facts
          .filter(([, value]) => value !== null && value !== "")
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {me && me.id !== user.id ? (
        <button type="button" className="button button--primary" onClick={() => chatPanel.$element.get()?.openConversation(user.id)}>
          <Trans>Send message</Trans>
        </button>
      ) : null}
    </section>
  );
}

/** `/chats`: the chat panel itself fills the content area (the layout shows it inline here). */
export function ChatsPage() {
  return (
    <h1 className="visually-hidden">
      <Trans>Chats</Trans>
    </h1>
  );
}
