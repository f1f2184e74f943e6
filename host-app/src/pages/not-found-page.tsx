import { Trans } from "@lingui/react/macro";
import "./pages.css";

/** An address that matches no route. */
export function NotFoundPage() {
  return (
    <section className="page">
      <h1 className="page__title">
        <Trans>Page not found</Trans>
      </h1>
      <p className="page__soon">
        <a href="/onlineDating">
          <Trans>Go to Encounter</Trans>
        </a>
      </p>
    </section>
  );
}
