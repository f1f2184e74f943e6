import { useLingui } from "@lingui/react/macro";
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";

export type ListTab = "recent" | "contacts";

/** ARIA tabs "Recent" and "Contacts": arrow keys, Home and End move between them. */
export function ListTabs({ tab, onTab, recent, contacts }: { tab: ListTab; onTab(tab: ListTab): void; recent: ReactNode; contacts: ReactNode }) {
  const { t } = useLingui();
  const id = useId();
  const refs = useRef<Record<ListTab, HTMLButtonElement | null>>({ recent: null, contacts: null });
  const tabs: { key: ListTab; label: string }[] = [
    { key: "recent", label: t`Recent` },
    { key: "contacts", label: t`Contacts` },
  ];
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((x) => x.key === tab);
    let next = index;
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") next = (index + 1) % tabs.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = tabs.length - 1;
    else return;
    event.preventDefault();
    const key = tabs[next]?.key ?? "recent";
    onTab(key);
    refs.current[key]?.focus();
  };
  return (
    <>
      <div className="tabs" role="tablist" aria-label={t`Chat lists`} onKeyDown={onKeyDown}>
        {tabs.map((x) => (
          <button
            key={x.key}
            ref={(el) => {
              refs.current[x.key] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${x.key}-tab`}
            className="tabs__tab"
            aria-selected={tab === x.key}
            aria-controls={`${id}-${x.key}`}
            tabIndex={tab === x.key ? 0 : -1}
            onClick={() => onTab(x.key)}
          >
            {x.label}
          </button>
        ))}
      </div>
      <div className="tabs__panel" role="tabpanel" id={`${id}-${tab}`} aria-labelledby={`${id}-${tab}-tab`}>
        {tab === "recent" ? recent : contacts}
      </div>
    </>
  );
}
