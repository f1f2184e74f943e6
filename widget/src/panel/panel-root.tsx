import { DEFAULT_LOCALE, isLocale } from "@chat/protocol";
import { defaultApiBase } from "../element/api-base.js";
import type { PanelController } from "../element/controller.js";
import { PanelApp } from "./panel-app.js";

/** Props r2wc passes: the shadow root (as `container`) and the string attributes. */
export interface PanelRootProps {
  container?: HTMLElement;
  apiBase?: string;
  locale?: string;
}

/** The component r2wc mounts: finds its element's controller through the shadow root's host. */
export function PanelRoot({ container, apiBase, locale }: PanelRootProps) {
  const host = (container as unknown as ShadowRoot | undefined)?.host as { controller?: PanelController } | undefined;
  if (!host?.controller) return null;
  return (
    <PanelApp
      controller={host.controller}
      apiBase={apiBase || defaultApiBase()}
      locale={isLocale(locale) ? locale : DEFAULT_LOCALE}
    />
  );
}
