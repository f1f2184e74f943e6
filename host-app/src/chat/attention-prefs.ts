/**
 * This browser's choices about being called back by the chat: the new-message tone ("Sound", on
 * unless turned off; kept in localStorage), and the browser's permission for desktop notifications,
 * asked only from the "Turn on notifications" button.
 */
import { atom } from "nanostores";

const SOUND_KEY = "chat.sound";

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The tone on a new message the person is not looking at. */
export const $soundOn = atom(storage()?.getItem(SOUND_KEY) !== "0");

export function setSoundOn(on: boolean): void {
  $soundOn.set(on);
  storage()?.setItem(SOUND_KEY, on ? "1" : "0");
}

export type NotificationState = NotificationPermission | "unsupported";

export const notificationState = (): NotificationState => (typeof Notification === "undefined" ? "unsupported" : Notification.permission);

/** The browser's answer to "Turn on notifications" (asked on the person's click only). */
export const $notificationState = atom<NotificationState>(typeof window === "undefined" ? "unsupported" : notificationState());

export async function askForNotifications(): Promise<NotificationState> {
  if (notificationState() === "unsupported") return "unsupported";
  await Notification.requestPermission().catch(() => undefined);
  $notificationState.set(notificationState());
  return $notificationState.get();
}
