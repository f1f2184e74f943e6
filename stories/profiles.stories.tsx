/**
 * The profile setup and edit forms (host app) in their states: empty, invalid (a refused field),
 * uploading (an avatar upload in progress) and saved. Each builds the host environment over a fake
 * server whose answers the story sets, and reaches its state through the profile store's actions.
 */
import { memoryTokenStorage, type MyProfile } from "@chat/client";
import { createFakeTransport, createMemoryStorage, demoUser, envelope, fakeFetch, ok } from "@chat/client/test";
import type { MyInfo } from "@chat/protocol";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState, type ReactNode } from "react";
import { EnvProvider } from "../host-app/src/common/env-context.js";
import { createHostEnvironment } from "../host-app/src/app/environment.js";
import type { HostEnvironment } from "../host-app/src/common/host-environment.js";
import { PersonPage } from "../host-app/src/profiles/person-page.js";
import { ProfileSetupPage } from "../host-app/src/profiles/profile-setup-page.js";
import { myProfileOf } from "../host-app/src/profiles/use-my-profile.js";

interface ProfileArgs {
  nickname: string;
  /** Whether the user already filled the profile in. */
  filled: boolean;
}

const meta = {
  title: "Host app/Profiles",
  args: { nickname: "ada", filled: false },
  argTypes: { nickname: { control: "text" }, filled: { control: "boolean" } },
} satisfies Meta<ProfileArgs>;
export default meta;
type Story = StoryObj<ProfileArgs>;

const me = (args: ProfileArgs): MyInfo => ({
  ...demoUser({
    nickname: args.nickname,
    ...(args.filled ? { birthday: "1990-06-15", gender: 1, region: "DE", height: 170, weight: 60, occupation: "Teacher", interest: "Music, Chess", personalMessage: "Hello from Berlin" } : {}),
  }),
  languages: args.filled ? "de,en" : "",
  avatarThumb: "",
  profileCompleted: args.filled,
  cancelConfirm: "password",
});

const DICTIONARIES = {
  "GET /api/system/height": () => ok([160, 170, 180].map((n) => ({ id: String(n), name: `${n} cm` }))),
  "GET /api/system/weight": () => ok([50, 60, 70].map((n) => ({ id: String(n), name: `${n} kg` }))),
  "GET /api/system/occupation": () => ok([{ id: "teacher", name: "Teacher" }, { id: "engineer", name: "Engineer" }]),
  "GET /api/system/region": () => ok([{ id: "DE", name: "Germany" }, { id: "JP", name: "Japan" }]),
  "GET /api/system/language": () => ok([{ code: "de", language: "Deutsch" }, { code: "en", language: "English" }, { code: "ja", language: "日本語" }]),
  "GET /api/system/hobby": () => ok(["Music", "Chess", "Hiking", "Cooking"].map((name) => ({ id: name.toLowerCase(), name }))),
};

type Routes = Parameters<typeof fakeFetch>[0];

function ProfileStory({ args, routes = {}, after, children }: { args: ProfileArgs; routes?: Routes; after?: (profile: MyProfile) => Promise<unknown>; children: ReactNode }) {
  const [env, setEnv] = useState<HostEnvironment | null>(null);
  const key = JSON.stringify(args);
  useEffect(() => {
    let live = true;
    const server = fakeFetch({ "GET /api/account/my-info": () => ok(me(args)), ...DICTIONARIES, ...routes });
    const next = createHostEnvironment({
      baseUrl: "http://chat.test",
      tokenStorage: memoryTokenStorage("token-abc"),
      fetch: server.fetch,
      chatEnvironment: { fetch: server.fetch, transport: createFakeTransport(), storage: createMemoryStorage() },
    });
    void next.session
      .loadUser()
      .then(() => myProfileOf(next).loadDictionaries("en"))
      .then(() => after?.(myProfileOf(next)))
      .then(() => live && setEnv(next));
    return () => {
      live = false;
    };
    // `key` is the args: every change builds a fresh environment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!env) return <div data-story-pending="" />;
  return <EnvProvider value={env}>{children}</EnvProvider>;
}

/** Right after registration: nothing filled in yet, with Save and Skip. */
export const SetupEmpty: Story = {
  render: (args) => (
    <ProfileStory args={args}>
      <ProfileSetupPage />
    </ProfileStory>
  ),
};

/** The edit page of a filled profile. */
export const EditFilled: Story = {
  args: { filled: true, nickname: "Ada" },
  render: (args) => (
    <ProfileStory args={args}>
      <PersonPage />
    </ProfileStory>
  ),
};

/** The server refused a field: its message, in the user's language, under the field. */
export const EditInvalid: Story = {
  args: { filled: true, nickname: "Ada" },
  render: (args) => (
    <ProfileStory
      args={args}
      routes={{ "POST /api/user/info-edit": () => envelope(400, "Height must be a whole number from 50 to 250 cm.", { field: "height" }) }}
      after={(profile) => profile.saveProfile({ height: 400 })}
    >
      <PersonPage />
    </ProfileStory>
  ),
};

/** An avatar upload on its way: the progress bar shows how much is sent. */
export const SetupUploading: Story = {
  render: (args) => (
    <ProfileStory
      args={args}
      // The upload never answers, so the story stays in the middle of it.
      routes={{ "POST /api/user/avatar-upload": () => new Promise<Response>(() => {}) }}
      after={async (profile) => void profile.uploadAvatar(new Blob(["png"], { type: "image/png" }))}
    >
      <ProfileSetupPage />
    </ProfileStory>
  ),
};

/** After a save: the form shows "Saved" and the values the server stored. */
export const EditSaved: Story = {
  args: { filled: true, nickname: "Ada" },
  render: (args) => (
    <ProfileStory
      args={args}
      routes={{ "POST /api/user/info-edit": () => ok(me({ ...args, nickname: "Ada L." })) }}
      after={(profile) => profile.saveProfile({ nickname: "Ada L." })}
    >
      <PersonPage />
    </ProfileStory>
  ),
};
