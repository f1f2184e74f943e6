import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { LogoIcon } from "@chat/design";
import { LanguageSelect } from "../layout/language-select.js";
import "./account.css";

/** The frame of the login, registration and reset screens: brand, language, one card. */
export function AuthLayout({ title, children, footer }: { title: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="auth">
      <div className="auth__top">
        <span className="brand" aria-hidden="true">
          <span className="brand__mark">
            <LogoIcon />
          </span>
          <span className="brand__name">Chat</span>
        </span>
        <LanguageSelect />
      </div>
      <main className="auth__card">
        <p className="auth__tagline">
          <Trans>Meet people everywhere, in your own language.</Trans>
        </p>
        <h1 className="auth__title">{title}</h1>
        {children}
        {footer ? <div className="auth__footer">{footer}</div> : null}
      </main>
    </div>
  );
}

/** A form-level error (the server's answer), announced when it appears. */
export function FormError({ text }: { text: string }) {
  return (
    <p className="auth__error" role="alert">
      {text}
    </p>
  );
}
