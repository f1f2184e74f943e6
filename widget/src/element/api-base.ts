/**
 * The server a panel talks to when the page sets no `api-base`: the origin this module was loaded
 * from. A partner page that loads `https://chat.example.com/widget/chat-panel.js` thus talks to
 * chat.example.com without saying so; a bundle (the host app) falls back to the page's origin.
 */
export function defaultApiBase(moduleUrl: string = import.meta.url): string {
  try {
    const url = new URL(moduleUrl);
    if (url.protocol === "http:" || url.protocol === "https:") return url.origin;
  } catch {
    // Not a URL (some test environments): use the page's origin.
  }
  return globalThis.location.origin;
}
