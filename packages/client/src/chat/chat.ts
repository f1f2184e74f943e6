/**
 * `createChat(env)`: the chat panel's logic (contract.ts), composed of the feature stores
 * (chat-features.ts), the started run with its connection (chat-runner.ts) and the actions that
 * forward to the features (chat-actions.ts).
 */
import { timersOf } from "../common/timers.js";
import { messageActions, navigationActions } from "./chat-actions.js";
import { createFeatures, createPanelStores } from "./chat-features.js";
import { createListActions } from "./chat-lists.js";
import { createRunner } from "./chat-runner.js";
import type { Chat, ChatEnvironment } from "./contract.js";

/** Creates the chat client. Stores exist at once (empty); `start()` loads and connects. */
export function createChat(env: ChatEnvironment): Chat {
  const timers = timersOf(env);
  const newId = env.newId ?? (() => globalThis.crypto.randomUUID());
  const panel = createPanelStores();
  // Messages go over the run's socket (the runner is made below; a send comes only after start()).
  const features = createFeatures(env, timers, newId, panel, env.locale && ((request) => runner.sendOverSocket(request)), (to) => runner.sendTyping(to));
  const { notifications, contacts, conversations, messages, profiles } = features;
  const lists = createListActions(env.api, features);
  const runner = createRunner({ env, timers, newId, panel, features, lists });

  return {
    $connection: panel.$connection,
    $conversations: conversations.$conversations,
    $unreadTotal: features.$unreadTotal,
    $unreadSummary: notifications.$unreadSummary,
    $contacts: contacts.$contacts,
    $applications: contacts.$applications,
    $announcements: notifications.$announcements,
    $interactions: notifications.$interactions,
    $complaintReasons: features.complaints.$complaintReasons,
    $view: panel.$view,
    $active: messages.$active,
    $composer: messages.$composer,
    $announcement: messages.$announcement,
    $liveNotice: notifications.$liveNotice,
    $typing: features.typing.$typing,
    $receipts: messages.$receipts,
    $recallable: messages.$recallable,
    $profile: profiles.$profile,
    wallet: features.wallet,
    translation: features.translation,
    gifts: features.gifts,
    burnAfterRead: features.burnAfterRead,
    block: features.block,
    friends: features.friends,
    peerLanguages: features.peerLanguages,

    start: runner.start,
    stop: runner.stop,
    logout: runner.logout,
    reconnectNow: runner.reconnectNow,
    ...navigationActions(panel, features, runner),
    ...messageActions(panel, features, lists, runner),
  };
}
