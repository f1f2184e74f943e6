/**
 * `/userHomePage/:id` and `/myspace` (product §2): loads the public user info, records the visit when
 * someone else opens the page, and wires Follow/Unfollow, Add friend, Send message and Gift (the chat
 * panel's conversation, with its gift picker open for Gift), and Block (after the confirm dialog) /
 * Unblock.
 */
import { createHomePage, isApiError, isFriendNotice } from "@chat/client";
import type { UserInfo } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { atom } from "nanostores";
import { useEffect, useMemo, useState } from "react";
import { AlbumStrip } from "../album/album-strip.js";
import { useEnv } from "../common/env-context.js";
import { listenLiveNotices } from "../chat/live-notices.js";
import { UserMoments } from "../moments/user-moments.js";
import { useMyProfile } from "../profiles/use-my-profile.js";
import { BlockDialog } from "./block-dialog.js";
import { HomePageView } from "./home-page-view.js";

const NO_FOLLOW = atom({ following: false, fans: 0, busy: false });

/** Another user's home page; one's own id shows the own page. */
export function HomePage({ id }: { id: string }) {
  const userId = Number(id);
  const { session } = useEnv();
  const me = useStore(session.$user);
  if (!me) return <section className="page" aria-busy="true" />;
  return <LoadedHomePage userId={userId} me={me} />;
}

/** `/myspace`: the signed-in user's own home page, with an Edit link. */
export function MySpacePage() {
  const { session } = useEnv();
  const me = useStore(session.$user);
  if (!me) return <section className="page" aria-busy="true" />;
  return <LoadedHomePage userId={me.id} me={me} />;
}

function LoadedHomePage({ userId, me }: { userId: number; me: UserInfo }) {
  const { t, i18n } = useLingui();
  const { api, chatPanel, toasts, session } = useEnv();
  const myProfile = useMyProfile();
  const own = userId === me.id;
  const homePage = useMemo(() => createHomePage({ api, userId, own, session }), [api, userId, own, session]);
  const state = useStore(homePage.$page);
  const [askingBlock, setAskingBlock] = useState(false);
  const dictionaries = useStore(myProfile.$dictionaries);
  useEffect(() => void myProfile.loadDictionaries(i18n.locale).catch(() => undefined), [myProfile, i18n.locale]);

  useEffect(() => {
    setAskingBlock(false);
    void homePage.load();
    return homePage.stop;
  }, [homePage]);

  // They accepted my request (or added me) meanwhile: the page offers at once what friends get.
  useEffect(
    () =>
      listenLiveNotices(chatPanel, (notice) => {
        if (isFriendNotice(notice) && notice.userId === userId) homePage.friendAdded();
      }),
    [chatPanel, userId, homePage],
  );

  const follow = useStore(state.status === "ready" ? state.toggle.$state : NO_FOLLOW);

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
        <p role="alert">{state.message ?? t`This user does not exist.`}</p>
      </section>
    );
  }

  const failed = (error: unknown) =>
    toasts.notify({ kind: "error", text: isApiError(error) && error.message ? error.message : t`Something went wrong. Please try again.` });
  const onFollow = () => homePage.follow().catch(failed);

  const onAddFriend = async () => {
    try {
      const status = await homePage.addFriend();
      toasts.notify({ kind: "success", text: status === "added" ? t`Friend added` : t`Friend request sent` });
    } catch (error) {
      failed(error);
    }
  };

  const setBlocked = async (blocked: boolean) => {
    const result = await homePage.setBlocked(blocked);
    if (!result.ok) toasts.notify({ kind: "error", text: result.error || t`Something went wrong. Please try again.` });
  };

  const regionName = (code: string) => dictionaries?.region.find((r) => r.id === code)?.name ?? code;
  return (
    <>
      <HomePageView
        user={own ? { ...state.user, userDataVo: me.userDataVo } : state.user}
        own={own}
        following={follow.following}
        fans={own ? me.userDataVo.fans : follow.fans}
        followBusy={follow.busy}
        requested={state.requested}
        regionName={regionName}
        onFollow={() => void onFollow()}
        onAddFriend={() => void onAddFriend()}
        onSendMessage={() => chatPanel.$element.get()?.openConversation(state.user.id)}
        onGift={() => chatPanel.$element.get()?.openGifts(state.user.id)}
        onBlock={() => setAskingBlock(true)}
        onUnblock={() => void setBlocked(false)}
        album={<AlbumStrip userId={state.user.id} />}
        moments={<UserMoments userId={state.user.id} meId={me.id} name={state.user.nickname} />}
      />
      {askingBlock ? <BlockDialog name={state.user.nickname} onConfirm={() => setBlocked(true)} onClose={() => setAskingBlock(false)} /> : null}
    </>
  );
}
