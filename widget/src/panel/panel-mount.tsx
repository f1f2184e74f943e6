/**
 * The open panel's tree in the element's shadow root: loaded by the element (element.tsx) the first
 * time the panel opens or shows inline, with preact (React in the host app), the panel's CSS and its
 * screens. The closed element needs none of it.
 */
import { createRoot } from "react-dom/client";
import { PanelApp, type PanelAppProps } from "./panel-app.js";
import { adoptPanelStyles } from "./panel-styles.js";

export interface PanelMount {
  render(props: PanelAppProps): void;
  unmount(): void;
}

export function mountPanel(shadow: ShadowRoot, container: HTMLElement): PanelMount {
  adoptPanelStyles(shadow);
  const root = createRoot(container);
  return {
    render: (props) => root.render(<PanelApp {...props} />),
    unmount: () => root.unmount(),
  };
}
