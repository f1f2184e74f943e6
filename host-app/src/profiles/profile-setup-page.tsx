import type { MyInfo } from "@chat/protocol";
import { Trans } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEnv } from "../common/env-context.js";
import { AuthLayout } from "../account/account-layout.js";
import { HOME_PATH } from "../router/routes.js";
import { ProfileForm } from "./profile-form.js";

/**
 * Right after registration (product §2 "profile setup with skip"): the profile's first filling. Skip
 * leaves a usable account with its generated nickname; the side bar then invites to finish it.
 */
export function ProfileSetupPage() {
  const { session, router } = useEnv();
  const user = useStore(session.$user) as MyInfo | null;
  const home = () => router.open(HOME_PATH);
  return (
    <AuthLayout title={<Trans>Set up your profile</Trans>}>
      <p className="profile-intro">
        <Trans>Tell people who they are talking to. You can change everything later.</Trans>
      </p>
      {/* The form starts from the user's info: wait for it after a reload. */}
      {user ? <ProfileForm info={user} onSkip={home} onSaved={home} /> : <p aria-busy="true" />}
    </AuthLayout>
  );
}
