/**
 * A desktop notification for a message that arrived while the page was hidden: the sender's name and
 * avatar, the text (or "Picture", "Gift", "Voice message"; only "New message" when the person chose
 * not to show message text), in the panel's language. One per conversation at a time (its `tag`);
 * clicking it brings the page forward and opens the conversation. Loaded on first use.
 */
import type { Incoming } from "@chat/client/core";
import { loadCatalog } from "@chat/i18n/catalog-files";
import { setupI18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Locale } from "@chat/protocol/core";

export interface NotifyOptions {
  locale: Locale;
  apiBase: string;
  /** The person's "Show message text in notifications" choice. */
  showText: boolean;
  /** Opens the panel on the conversation (the notification was clicked). */
  open(): void;
}

const NEW_MESSAGE = msg`New message`;

/** What the notification says of the message. */
function bodyOf(incoming: Incoming, showText: boolean) {
  const { message } = incoming;
  if (!showText) return NEW_MESSAGE;
  if (message.type === "txt") return message.msg;
  if (message.type === "img") return msg`Picture`;
  if (message.type === "custom" && message.custom?.type === "gift") return msg`Gift`;
  if (message.type === "audio") return msg`Voice message`;
  return NEW_MESSAGE;
}

export async function notify(incoming: Incoming, how: NotifyOptions): Promise<void> {
  const i18n = setupI18n({ locale: how.locale, messages: { [how.locale]: await loadCatalog(how.locale) } });
  const body = bodyOf(incoming, how.showText);
  const base = how.apiBase || location.origin;
  const notification = new Notification(incoming.name || i18n._(NEW_MESSAGE), {
    body: typeof body === "string" ? body : i18n._(body),
    icon: incoming.avatar ? new URL(incoming.avatar, base).href : undefined,
    tag: `chat-${incoming.peerId}`,
    lang: how.locale,
  });
  notification.onclick = () => {
    window.focus();
    how.open();
    notification.close();
  };
}
