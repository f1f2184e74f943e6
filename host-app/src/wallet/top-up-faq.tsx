/** The top-up page's help: what a coin is worth, expiry, refunds, when the e-bill arrives. */
import { Trans } from "@lingui/react/macro";

export function TopUpFaq() {
  return (
    <section aria-labelledby="top-up-faq-title" className="top-up__faq">
      <h3 id="top-up-faq-title">
        <Trans>Help</Trans>
      </h3>
      <details>
        <summary>
          <Trans>What is a gold coin worth?</Trans>
        </summary>
        <p>
          <Trans>One gold coin is worth about 1 USD.</Trans>
        </p>
      </details>
      <details>
        <summary>
          <Trans>Do gold coins expire?</Trans>
        </summary>
        <p>
          <Trans>No. Gold coins never expire.</Trans>
        </p>
      </details>
      <details>
        <summary>
          <Trans>Can I get my money back?</Trans>
        </summary>
        <p>
          <Trans>Gold coins are non-refundable.</Trans>
        </p>
      </details>
      <details>
        <summary>
          <Trans>When does the e-bill arrive?</Trans>
        </summary>
        <p>
          <Trans>The e-bill arrives within 3 to 6 trading days.</Trans>
        </p>
      </details>
    </section>
  );
}
