/**
 * The Chat's actions, each forwarded to the feature that owns it. Before `start()` (or after
 * `stop()`) they do nothing and resolve at once.
 */
import type { Features, PanelStores } from "./chat-features.js";
import type { ListActions } from "./chat-lists.js";
import type { Runner } from "./chat-runner.js";
import type { Chat } from "./contract.js";

type Actions = Omit<Chat, `$${string}` | "wallet" | "translation" | "gifts" | "burnAfterRead" | "block" | "friends" | "peerLanguages" | "start" | "stop" | "logout" | "reconnectNow">;

const done = Promise.resolve();

/** Moving between the panel's screens, each with what it loads. */
export function navigationActions(panel: PanelStores, features: Features, runner: Runner) {
  const { messages, notifications, profiles, conversations } = features;
  const withRun = runner.withRun;
  /** Shows a screen and loads what it lists. */
  const show = (view: ReturnType<PanelStores["$view"]["get"]>, load: () => Promise<void>) =>
    withRun(done, () => {
      panel.$view.set(view);
      return load();
    });
  // The history request leaves before the screen changes: the render the new view queues runs after it.
  const openConversation = (peerId: number) =>
    withRun(done, () => {
      const opening = messages.open(peerId);
      panel.$view.set({ name: "conversation", peerId });
      return opening;
    });

  return {
    setVisible(visible) {
      if (panel.$visible.get() === visible) return;
      panel.$visible.set(visible);
      const view = panel.$view.get();
      if (visible && view.name === "conversation" && panel.$pageVisible.get()) withRun(undefined, () => messages.markRead(view.peerId));
    },
    showList(tab) {
      withRun(undefined, () => messages.close());
      panel.$view.set({ name: "list", tab });
    },
    openConversation,
    prefetchConversation: (peerId) => withRun(undefined, () => messages.prefetch(peerId)),
    loadOlder: () => withRun(done, () => messages.loadOlder()),
    openApplications: () => show({ name: "applications" }, () => features.contacts.loadApplications()),
    openAnnouncements: () => show({ name: "announcements" }, () => notifications.loadAnnouncements()),
    openInteractions: () => show({ name: "interactions" }, () => notifications.loadInteractions()),
    loadMoreInteractions: () => withRun(done, () => notifications.loadMoreInteractions()),
    openProfile: (userId) =>
      show({ name: "profile", userId }, async () => {
        await profiles.openProfile(userId);
        const shown = profiles.$profile.get().profile;
        if (shown?.id === userId) features.peerLanguages.remember(userId, shown.languages);
      }),
    /** Moves (or adds) the row to the top, then opens the conversation. */
    messageFromProfile: (userId) =>
      withRun(done, async () => {
        const shown = profiles.$profile.get().profile;
        await conversations.bringToTop(userId, shown?.id === userId ? shown : undefined);
        await openConversation(userId);
      }),
  } satisfies Partial<Actions>;
}

/** Writing and sending in the open conversation, and what is done to messages, rows and people. */
export function messageActions(panel: PanelStores, features: Features, lists: ListActions, runner: Runner) {
  const { messages, complaints } = features;
  const withRun = runner.withRun;
  return {
    setDraft: (text) =>
      withRun(undefined, () => {
        messages.setDraft(text);
        // Writing in the open conversation tells the peer "typing…" (throttled by the typing feature).
        const view = panel.$view.get();
        if (text.trim() && view.name === "conversation") features.typing.typed(view.peerId);
      }),
    pickImage: (file, name) => withRun(Promise.resolve({ ok: false, error: "imageFormat" } as const), () => messages.pickImage(file, name)),
    clearImage: () => withRun(undefined, () => messages.clearImage()),
    send: () => withRun(done, () => messages.send()),
    retry: (key) => withRun(done, () => messages.retry(key)),
    setBurn: (burn) => withRun(undefined, () => messages.setBurn(burn)),
    sendGift: (giftId, note, amount) => withRun(done, () => messages.sendGift(giftId, note, amount)),
    sendVoice: (file, duration) => withRun(done, () => messages.sendVoice(file, duration)),
    recall: (messageId) => withRun(Promise.resolve({ ok: false, error: "" } as const), () => messages.recall(messageId)),
    deleteConversation: (peerId) =>
      withRun(done, async () => {
        if (await messages.deleteConversation(peerId)) panel.$view.set({ name: "list", tab: "recent" });
      }),
    deleteHistory: (peerId) => withRun(done, () => messages.deleteHistory(peerId)),
    renameRemark: (friendUserId, remark) => withRun(Promise.resolve(false), () => lists.renameRemark(friendUserId, remark)),
    answerApplication: (applyId, approve) => withRun(done, () => lists.answerApplication(applyId, approve)),
    loadComplaintReasons: () => withRun(done, () => complaints.loadComplaintReasons()),
    fileComplaint: (input) => withRun(Promise.resolve({ ok: false, error: "" } as const), () => complaints.fileComplaint(input)),
  } satisfies Partial<Actions>;
}
