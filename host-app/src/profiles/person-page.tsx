import type { MyInfo } from "@chat/protocol";
import { Trans } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEnv } from "../common/env-context.js";
import { ProfileForm } from "./profile-form.js";
import "../pages/pages.css";

/** `/person`: edits the profile's fields (product §2); a save updates the side bar at once. */
export function PersonPage() {
  const { session } = useEnv();
  const user = useStore(session.$user) as MyInfo | null;
  return (
    <section className="page">
      <h1 className="page__title">
        <Trans>Edit profile</Trans>
      </h1>
      {user ? <ProfileForm key={user.id} info={user} /> : <p aria-busy="true" />}
    </section>
  );
}
