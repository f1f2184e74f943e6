import { createMyProfile, type ClientEnvironment, type MyProfile } from "@chat/client";
import { useEnv } from "../common/env-context.js";

const made = new WeakMap<ClientEnvironment, MyProfile>();

/**
 * The signed-in user's own profile store, one per environment, made when a page that shows or edits
 * the profile first asks for it: the first page, which never does, does not carry it. The edit's
 * answer becomes the session's user, so the side bar and the user menu show the new name and avatar
 * at once.
 */
export function myProfileOf(env: ClientEnvironment): MyProfile {
  let profile = made.get(env);
  if (!profile) made.set(env, (profile = createMyProfile({ api: env.api, onSaved: (info) => env.session.setUser(info) })));
  return profile;
}

export function useMyProfile(): MyProfile {
  return myProfileOf(useEnv());
}
