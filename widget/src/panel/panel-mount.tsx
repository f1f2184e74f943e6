/**
 * The open panel's tree in the element's shadow root: loaded by the element (element.tsx) the first
 * time the panel opens or shows inline, with preact (React in the host app), r2wc, the panel's CSS
 * and its screens. The closed element needs none of it. The tree mounts through `<chat-panel-view>`
 * (panel-view-element.tsx), the r2wc element this module creates in the shadow root.
 */
import type { PanelAppProps } from "./panel-app.js";
import { adoptPanelStyles } from "./panel-styles.js";
import { definePanelView, PANEL_VIEW_TAG, type PanelViewChat } from "./panel-view-element.js";

export { fullChat } from "./panel-app.js";

export interface PanelMount {
  render(props: Required<PanelAppProps>): void;
  unmount(): void;
}

export function mountPanel(shadow: ShadowRoot, container: HTMLElement): PanelMount {
  adoptPanelStyles(shadow);
  definePanelView();
  const view = document.createElement(PANEL_VIEW_TAG);
  let live: PanelViewChat | null = null;
  return {
    render: ({ controller, panelChat, apiBase, locale }) => {
      view.apiBase = apiBase;
      view.locale = locale;
      if (live?.controller !== controller || live.panelChat !== panelChat) {
        const chat: PanelViewChat = { controller, panelChat };
        live = chat;
        view.chat = () => chat;
      }
      // r2wc mounts the tree when the element connects, with the properties set above.
      if (!view.isConnected) container.append(view);
    },
    // r2wc unmounts the tree when the element leaves the shadow root (or the element the page).
    unmount: () => view.remove(),
  };
}
