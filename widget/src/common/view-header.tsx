import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { ArrowBackIcon } from "@chat/design";

/** The top bar of a detail screen: "Back" (narrow layouts), a title, and actions. */
export function ViewHeader({ title, onBack, children }: { title: ReactNode; onBack(): void; children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="view-header">
      <button type="button" className="icon-button view-header__back" aria-label={t`Back`} title={t`Back`} onClick={onBack}>
        <ArrowBackIcon />
      </button>
      <h3 className="view-header__title">{title}</h3>
      {children}
    </div>
  );
}
