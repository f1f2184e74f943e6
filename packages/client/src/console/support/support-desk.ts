/**
 * The inbox section's composition: the inbox over the console's API and its live feed, started when
 * the section opens and stopped when it closes (logging out closes it). While it runs, the page
 * becoming visible again marks the open thread read.
 */
import type { ApiClient } from "../../api/api-client.js";
import { OPERATOR_TOKEN_KEY } from "../console-api.js";
import { createInbox, type Inbox } from "./inbox-store.js";
import { supportCalls } from "./support-api.js";
import { createSupportFeed, type SupportFeed } from "./support-feed.js";

export interface SupportDeskEnv {
  api: ApiClient;
  /** The console's language: member messages are translated into it. */
  language: () => string;
  /** The operator's token for the feed; by default the console session's, in sessionStorage. */
  getToken?: () => string | null;
  /** The feed's address. */
  feedUrl?: string;
}

export interface SupportDesk {
  inbox: Inbox;
  feed: SupportFeed;
  start(): void;
  stop(): void;
}

export function createSupportDesk(env: SupportDeskEnv): SupportDesk {
  const { api } = env;
  const inbox = createInbox({ calls: supportCalls(api), language: env.language });
  const feed = createSupportFeed({
    url: env.feedUrl ?? "/api/admin/support/feed",
    getToken: env.getToken ?? (() => sessionStorage.getItem(OPERATOR_TOKEN_KEY)),
    onEvent: inbox.onFeedEvent,
    onOpen: inbox.onFeedOpen,
    // The session ended: an API call lets the console's session notice it and show the login.
    onRefused: () => void api.get("admin/me").catch(() => undefined),
  });
  const onVisibility = () => {
    if (document.visibilityState === "visible") inbox.onVisible();
  };
  return {
    inbox,
    feed,
    start() {
      void inbox.start();
      feed.start();
      document.addEventListener("visibilitychange", onVisibility);
    },
    stop() {
      feed.stop();
      inbox.dispose();
      document.removeEventListener("visibilitychange", onVisibility);
    },
  };
}
