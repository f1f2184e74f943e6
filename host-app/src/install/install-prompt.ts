/**
 * The browser's offer to install the web app. Chromium fires `beforeinstallprompt` once, early,
 * when the page qualifies (a manifest with icons, served over HTTPS or localhost); `main.tsx` starts
 * listening before the first render so the event is kept here until the /appInstall page uses it.
 * Browsers without the event (Safari, Firefox) leave `$event` null: the page shows the steps instead.
 */
import { atom, type WritableAtom } from "nanostores";

/** The non-standard event Chromium fires; its prompt may be shown once. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

export interface InstallPrompt {
  /** The kept event, null when the browser has not offered (or the offer was used). */
  $event: WritableAtom<InstallPromptEvent | null>;
  /** True once the browser reports the app installed. */
  $installed: WritableAtom<boolean>;
  /** Listens on the window; returns the function that stops. */
  capture(win: Pick<Window, "addEventListener" | "removeEventListener">): () => void;
  /** Shows the browser's install dialog; resolves true when the user accepted. */
  install(): Promise<boolean>;
}

export function createInstallPrompt(): InstallPrompt {
  const $event = atom<InstallPromptEvent | null>(null);
  const $installed = atom(false);
  return {
    $event,
    $installed,
    capture(win) {
      const onPrompt = (event: Event) => {
        // Keeps Chromium's own mini bar away: the page offers the install when the user asks.
        event.preventDefault();
        $event.set(event as InstallPromptEvent);
      };
      const onInstalled = () => {
        $event.set(null);
        $installed.set(true);
      };
      win.addEventListener("beforeinstallprompt", onPrompt);
      win.addEventListener("appinstalled", onInstalled);
      return () => {
        win.removeEventListener("beforeinstallprompt", onPrompt);
        win.removeEventListener("appinstalled", onInstalled);
      };
    },
    async install() {
      const event = $event.get();
      if (!event) return false;
      // The event allows one prompt: whatever the answer, it is used up.
      $event.set(null);
      await event.prompt();
      const { outcome } = await event.userChoice;
      if (outcome === "accepted") $installed.set(true);
      return outcome === "accepted";
    },
  };
}
