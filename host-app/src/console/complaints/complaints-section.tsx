import { Trans } from "@lingui/react/macro";
import type { SectionProps } from "../section-props.js";

/** The complaints queue. */
export default function ComplaintsSection(_props: SectionProps) {
  return (
    <h1>
      <Trans>Complaints</Trans>
    </h1>
  );
}
