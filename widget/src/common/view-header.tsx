import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { ArrowBackIcon } from "@chat/design";

/**
 * The top bar of a detail screen: "Back" (narrow layouts), a title with a line of status under it
 * (the peer's "typing…", announced politely), and actions.
 */
export function ViewHeader({ title, status, onBack, children }: { title: ReactNode; status?: ReactNode; onBack(): void; children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="view-header">
      <button type="button" className="icon-button view-header__back" aria-label={t`Back`} title={t`Back`} onClick={onBack}>
        <ArrowBackIcon />
      </button>
      <div className="view-header__heading">
        <h3 className="view-header__title">{title}</h3>
        <span className="view-header__status" aria-live="polite">
          {status}
        </span>
      </div>
      {children}
    </div>
  );
}
