import type { Operator } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense, lazy, useEffect, useMemo, useState, type ComponentType } from "react";
import type { ConsoleSession } from "@chat/client/console";
import { ConsoleLanguage } from "./console-language.js";
import { sectionsFor, type ConsoleSection, type SectionProps } from "./sections.js";

const BASE = "/admin";

/** The section named by the address (/admin/<id>), or the first one the operator may see. */
function sectionOf(path: string, sections: readonly ConsoleSection[]): ConsoleSection | undefined {
  const id = path.slice(BASE.length).split("/")[1] ?? "";
  return sections.find((s) => s.id === id) ?? sections[0];
}

const loaded = new Map<string, ComponentType<SectionProps>>();
function componentOf(section: ConsoleSection): ComponentType<SectionProps> {
  let component = loaded.get(section.id);
  if (!component) {
    component = lazy(section.load);
    loaded.set(section.id, component);
  }
  return component;
}

/** The signed-in console: navigation of the operator's sections, their role, logout, the open section. */
export function ConsoleShell({ session, operator }: { session: ConsoleSession; operator: Operator }) {
  const { t, i18n } = useLingui();
  const sections = useMemo(() => sectionsFor(operator.role), [operator.role]);
  const [path, setPath] = useState(() => location.pathname);
  useEffect(() => {
    const onPop = () => setPath(location.pathname);
    addEventListener("popstate", onPop);
    return () => removeEventListener("popstate", onPop);
  }, []);
  const current = sectionOf(path, sections);
  const Section = current ? componentOf(current) : undefined;
  const role = operator.role === "admin" ? t`Administrator` : t`Support`;

  return (
    <div className="console">
      <header className="console__header">
        <span className="console__title">
          <Trans>Operator console</Trans>
        </span>
        <span className="console__who">
          <span>{operator.email}</span> <span className="console__role">{role}</span>
        </span>
        <ConsoleLanguage />
        <button className="button button--secondary" type="button" onClick={() => void session.logout()}>
          <Trans>Log out</Trans>
        </button>
      </header>
      <nav className="console__nav" aria-label={t`Sections`}>
        <ul>
          {sections.map((s) => (
            <li key={s.id}>
              <a
                href={`${BASE}/${s.id}`}
                aria-current={s.id === current?.id ? "page" : undefined}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  history.pushState(null, "", `${BASE}/${s.id}`);
                  setPath(`${BASE}/${s.id}`);
                }}
              >
                {i18n._(s.label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className="console__main">
        {Section ? (
          <Suspense
            fallback={
              <p role="status">
                <Trans>Loading…</Trans>
              </p>
            }
          >
            <Section key={current?.id} api={session.api} operator={operator} />
          </Suspense>
        ) : (
          <p>
            <Trans>No section is open to your role.</Trans>
          </p>
        )}
      </main>
    </div>
  );
}
