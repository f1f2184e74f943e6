import { Trans } from "@lingui/react/macro";
import type { SectionProps } from "../section-props.js";

/** Users: search, a user's page, adjustments. */
export default function UsersSection(_props: SectionProps) {
  return (
    <h1>
      <Trans>Users</Trans>
    </h1>
  );
}
