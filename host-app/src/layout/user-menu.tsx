import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useId, useRef, useState } from "react";
import { CaretDownIcon } from "@chat/design";
import { useEnv } from "../common/env-context.js";
import { Avatar } from "./avatar.js";

/** The header's user menu (product §2): Profile, Settings and Logout, as a disclosure that Escape closes. */
export function UserMenu() {
  const { t } = useLingui();
  const { session } = useEnv();
  const user = useStore(session.$user);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  return (
    <div
      className="user-menu"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          trigger.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        className="user-menu__trigger"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <Avatar user={user} size="small" />
        {/* The name starts with the visible nickname (label in name, WCAG 2.5.3): "Ada, User menu". */}
        <span className="user-menu__name">{user?.nickname}</span>
        <span className="visually-hidden">{user?.nickname ? ", " : ""}{t`User menu`}</span>
        <CaretDownIcon className="user-menu__caret" />
      </button>
      <ul className="user-menu__list" id={listId} hidden={!open}>
        <li>
          <a className="user-menu__item" href="/person" onClick={() => setOpen(false)}>
            <Trans>Profile</Trans>
          </a>
        </li>
        <li>
          <a className="user-menu__item" href="/settings" onClick={() => setOpen(false)}>
            <Trans>Settings</Trans>
          </a>
        </li>
        <li>
          <button type="button" className="user-menu__item" onClick={() => void session.logout()}>
            <Trans>Logout</Trans>
          </button>
        </li>
      </ul>
    </div>
  );
}
