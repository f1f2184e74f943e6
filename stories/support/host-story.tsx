/**
 * Host-app pieces as stories: the real components around the app's injected environment
 * (`createHostEnvironment`) with a fake server (`fakeFetch` of `@chat/client/test`) and a window of the
 * story's width, so the wide and narrow layouts are a control away.
 */
import { memoryTokenStorage } from "@chat/client";
import { createFakeTransport, createMemoryStorage, demoUser, fakeFetch, ok } from "@chat/client/test";
import type { UserInfo } from "@chat/protocol";
import { useEffect, useState, type ReactNode } from "react";
import { EnvProvider } from "../../host-app/src/common/env-context.js";
import { createHostEnvironment } from "../../host-app/src/app/environment.js";
import type { HostEnvironment } from "../../host-app/src/common/host-environment.js";

export interface HostArgs {
  /** Window width the layout reads (above 768 px is the wide layout). */
  windowWidth: number;
  /** Logged in (a token and my info) or a visitor. */
  loggedIn: boolean;
  nickname: string;
  /** 0 none, 1 VIP, 2 SVIP. */
  vipLevel: 0 | 1 | 2;
  goldCoins: number;
  /** The unread total the chat panel reports to the header. */
  unread: number;
}

export const hostArgs: HostArgs = { windowWidth: 1280, loggedIn: true, nickname: "Ada", vipLevel: 1, goldCoins: 12, unread: 3 };

export const hostArgTypes = {
  windowWidth: { control: { type: "range", min: 320, max: 1600, step: 10 } },
  loggedIn: { control: "boolean" },
  nickname: { control: "text" },
  vipLevel: { control: "inline-radio", options: [0, 1, 2] },
  goldCoins: { control: { type: "number", min: 0 } },
  unread: { control: { type: "number", min: 0 } },
} as const;

/** A window as the viewport module sees it: only the width and resize listeners matter. */
function storyWindow(width: number): Window {
  return { innerWidth: width, addEventListener: () => {}, removeEventListener: () => {}, document } as unknown as Window;
}

export function HostStory({ args, children }: { args: HostArgs; children: ReactNode }) {
  const [env, setEnv] = useState<HostEnvironment | null>(null);
  const key = JSON.stringify(args);

  useEffect(() => {
    let live = true;
    const user: UserInfo = demoUser({
      nickname: args.nickname,
      vipLevel: args.vipLevel,
      userAccountVo: { goldCoin: args.goldCoins, character: 300, vipCharacter: 200 },
      userDataVo: { fans: 12, follow: 0 },
    });
    const server = fakeFetch({ "GET /api/account/my-info": () => ok(user) });
    const next = createHostEnvironment({
      baseUrl: "http://chat.test",
      tokenStorage: memoryTokenStorage(args.loggedIn ? "token-abc" : null),
      fetch: server.fetch,
      win: storyWindow(args.windowWidth),
      chatEnvironment: { fetch: server.fetch, transport: createFakeTransport(), storage: createMemoryStorage() },
    });
    next.chatPanel.$unread.set(args.unread);
    setEnv(null);
    void (args.loggedIn ? next.session.loadUser() : Promise.resolve()).then(() => {
      if (live) setEnv(next);
    });
    return () => {
      live = false;
    };
    // `key` is the args: every change builds a fresh environment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (!env) return <div data-story-pending="" />;
  return <EnvProvider value={env}>{children}</EnvProvider>;
}
