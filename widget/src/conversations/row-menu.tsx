/**
 * The conversation row's menu (right-click or long press): "Delete conversation" and "Delete chat
 * history", each confirmed in a modal. Positioned with floating-ui at the pointer.
 */
import { autoUpdate, flip, offset, shift, useFloating } from "@floating-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { ConfirmModal } from "../modals/on-demand.js";
import { deepActiveElement, eventInside } from "../modals/focus.js";
import { usePanel } from "../common/panel-context.js";
import { adoptOnDemandStyles } from "../common/on-demand-styles.js";
import rowMenu from "./row-menu.css?inline";

adoptOnDemandStyles([rowMenu]);

export interface MenuPoint {
  x: number;
  y: number;
}

type Step = "menu" | "conversation" | "history";

export function RowMenu({ point, peerId, name, onClose }: { point: MenuPoint; peerId: number; name: string; onClose(): void }) {
  const { t } = useLingui();
  const { chat } = usePanel();
  const [step, setStep] = useState<Step>("menu");
  const items = useRef<Array<HTMLButtonElement | null>>([]);
  const opener = useRef<Element | null>(null);
  const { refs, floatingStyles } = useFloating({
    open: step === "menu",
    placement: "bottom-start",
    strategy: "fixed",
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });

  useLayoutEffect(() => {
    refs.setPositionReference({
      getBoundingClientRect: () => ({ x: point.x, y: point.y, left: point.x, top: point.y, right: point.x, bottom: point.y, width: 0, height: 0 }),
    });
  }, [point, refs]);

  useEffect(() => {
    opener.current = deepActiveElement();
    items.current[0]?.focus();
    return () => {
      const el = opener.current;
      if (el instanceof HTMLElement && el.isConnected) el.focus();
    };
  }, []);

  useEffect(() => {
    if (step !== "menu") return;
    const onDown = (event: PointerEvent) => {
      if (!eventInside(event, refs.floating.current)) onClose();
    };
    document.addEventListener("pointerdown", onDown, true);
    return () => document.removeEventListener("pointerdown", onDown, true);
  }, [step, refs.floating, onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    const list = items.current.filter((x): x is HTMLButtonElement => x !== null);
    const index = list.findIndex((x) => x === deepActiveElement());
    if (event.key === "Escape" || event.key === "Tab") {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const next = (index + (event.key === "ArrowDown" ? 1 : list.length - 1)) % list.length;
      list[next]?.focus();
    }
  };

  if (step === "conversation") {
    return (
      <ConfirmModal
        title={t`Delete conversation`}
        message={t`Delete the conversation with ${name}?`}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={() => chat.deleteConversation(peerId)}
        onClose={onClose}
      />
    );
  }
  if (step === "history") {
    return (
      <ConfirmModal
        title={t`Delete chat history`}
        message={t`Delete the chat history with ${name}? This cannot be undone.`}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={() => chat.deleteHistory(peerId)}
        onClose={onClose}
      />
    );
  }
  return (
    <div ref={refs.setFloating} style={floatingStyles} className="row-menu" role="menu" aria-label={name} onKeyDown={onKeyDown}>
      <button ref={(el) => void (items.current[0] = el)} type="button" role="menuitem" className="row-menu__item" onClick={() => setStep("conversation")}>
        <Trans>Delete conversation</Trans>
      </button>
      <button ref={(el) => void (items.current[1] = el)} type="button" role="menuitem" className="row-menu__item" onClick={() => setStep("history")}>
        <Trans>Delete chat history</Trans>
      </button>
    </div>
  );
}
