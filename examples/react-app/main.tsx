/**
 * A partner's React app using the ES module build of `<chat-panel>`: it imports
 * `/widget/chat-panel.mjs` at run time (a partner writes `https://chat.example.com/widget/chat-panel.mjs`)
 * and uses only the public contract — attributes, methods, events — typed by `@chat/widget`'s types.
 * Built by `npm run build:examples` into dist/examples/react-app/ (vite.config.ts beside this file).
 */
import type { ChatPanelElement } from "@chat/widget";
import { StrictMode, useEffect, useRef, useState } from "react";
import { createRoot } from "react-dom/client";

const WIDGET = "/widget/chat-panel.mjs";

function App() {
  const panel = useRef<ChatPanelElement | null>(null);
  const [ready, setReady] = useState(false);
  const [unread, setUnread] = useState(0);
  const [events, setEvents] = useState<string[]>([]);

  useEffect(() => {
    void import(/* @vite-ignore */ WIDGET).then(() => setReady(true));
  }, []);

  useEffect(() => {
    const element = panel.current;
    if (!ready || !element) return;
    const log = (event: Event) => setEvents((list) => [...list, event.type]);
    const onUnread = (event: CustomEvent<{ total: number }>) => setUnread(event.detail.total);
    const names = ["chat-ready", "chat-open", "chat-close", "chat-logout", "chat-error"] as const;
    for (const name of names) element.addEventListener(name, log);
    element.addEventListener("chat-unread", onUnread);
    return () => {
      for (const name of names) element.removeEventListener(name, log);
      element.removeEventListener("chat-unread", onUnread);
    };
  }, [ready]);

  return (
    <main>
      <h1>A partner React app</h1>
      <p>
        <button type="button" onClick={() => panel.current?.toggle()}>
          Messages <span id="unread">{unread}</span>
        </button>
      </p>
      <ol id="events" className="log">
        {events.map((name, i) => (
          <li key={i} data-event={name}>
            {name}
          </li>
        ))}
      </ol>
      <chat-panel ref={panel} locale="en" />
    </main>
  );
}

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
