/**
 * The account settings page (host app) in its states: as opened, a refused current password, privacy
 * saved, and the deletion dialog asking for the password or for a mailed code. Each builds the host
 * environment over a fake server whose answers the story sets; the play functions do what a user does.
 */
import { memoryTokenStorage } from "@chat/client";
import { createFakeTransport, createMemoryStorage, demoUser, envelope, fakeFetch, ok } from "@chat/client/test";
import type { CancelConfirmation, MyInfo } from "@chat/protocol";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { EnvProvider } from "../host-app/src/common/env-context.js";
import { createHostEnvironment } from "../host-app/src/app/environment.js";
import type { HostEnvironment } from "../host-app/src/common/host-environment.js";
import { SettingsPage } from "../host-app/src/settings/settings-page.js";

interface SettingsArgs {
  nickname: string;
  /** How the account confirms its deletion (my-info's `cancelConfirm`). */
  cancelConfirm: CancelConfirmation;
  addFriend: "anyone" | "verification";
  momentInteractions: "public" | "private";
}

const meta = {
  title: "Host app/Settings",
  args: { nickname: "Ada", cancelConfirm: "password", addFriend: "verification", momentInteractions: "public" },
  argTypes: {
    nickname: { control: "text" },
    cancelConfirm: { control: "inline-radio", options: ["password", "code", "partner"] },
    addFriend: { control: "inline-radio", options: ["anyone", "verification"] },
    momentInteractions: { control: "inline-radio", options: ["public", "private"] },
  },
} satisfies Meta<SettingsArgs>;
export default meta;
type Story = StoryObj<SettingsArgs>;

const me = (args: SettingsArgs): MyInfo => ({
  ...demoUser({ nickname: args.nickname, userSetVo: { addFriend: args.addFriend, momentInteractions: args.momentInteractions } }),
  languages: "",
  avatarThumb: "",
  profileCompleted: true,
  cancelConfirm: args.cancelConfirm,
});

const ROUTES = {
  "POST /api/account/update-pass": () => envelope(400, "The current password is wrong.", { field: "oldPassword" }),
  "POST /api/user/privacy-set": () => ok(null),
  "POST /api/account/cancel-code": () => ok(null),
};

function SettingsStory({ args }: { args: SettingsArgs }) {
  const [env, setEnv] = useState<HostEnvironment | null>(null);
  const key = JSON.stringify(args);
  useEffect(() => {
    let live = true;
    const server = fakeFetch({ "GET /api/account/my-info": () => ok(me(args)), ...ROUTES });
    const next = createHostEnvironment({
      baseUrl: "http://chat.test",
      tokenStorage: memoryTokenStorage("token-abc"),
      fetch: server.fetch,
      chatEnvironment: { fetch: server.fetch, transport: createFakeTransport(), storage: createMemoryStorage() },
    });
    void next.session.loadUser().then(() => live && setEnv(next));
    return () => {
      live = false;
    };
    // `key` is the args: every change builds a fresh environment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!env) return <div data-story-pending="" />;
  return (
    <EnvProvider value={env}>
      <SettingsPage />
    </EnvProvider>
  );
}

/** Waits for an element of the page (the page loads on demand). */
async function find<T extends Element>(selector: () => T | null | undefined, timeoutMs = 5000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = selector();
    if (found) return found;
    if (Date.now() - started > timeoutMs) throw new Error("element not found in the story");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Types into a React-controlled input as a user would. */
function type(input: HTMLInputElement | null | undefined, value: string) {
  if (!input) throw new Error("no such input in the story");
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

// Found by structure, not by words: the stories also run in Arabic and Japanese.
const sections = (root: HTMLElement) => root.querySelectorAll<HTMLElement>(".settings__section");
const submitOf = (section: HTMLElement | undefined) => section?.querySelector<HTMLButtonElement>("button[type=submit]");

/** The page as opened from the user menu: password, privacy and deletion. */
export const Default: Story = {
  render: (args) => <SettingsStory args={args} />,
};

/** The server refused the current password: its message under that field, the rest kept. */
export const PasswordError: Story = {
  render: (args) => <SettingsStory args={args} />,
  play: async ({ canvasElement }) => {
    const current = await find(() => sections(canvasElement)[0]?.querySelector<HTMLInputElement>("input[autocomplete=current-password]"));
    const [password, confirm] = Array.from(sections(canvasElement)[0]?.querySelectorAll<HTMLInputElement>("input[autocomplete=new-password]") ?? []);
    type(current, "not my password 1");
    type(password, "a new secret 7");
    type(confirm, "a new secret 7");
    submitOf(sections(canvasElement)[0])?.click();
    await find(() => (current.getAttribute("aria-invalid") === "true" ? current : null));
  },
};

/** Privacy choices saved: the confirmation under the form. */
export const PrivacySaved: Story = {
  args: { addFriend: "anyone", momentInteractions: "private" },
  render: (args) => <SettingsStory args={args} />,
  play: async ({ canvasElement }) => {
    const save = await find(() => submitOf(sections(canvasElement)[1]));
    save.click();
    await find(() => sections(canvasElement)[1]?.querySelector("[role=status]"));
  },
};

const openDeletion: Story["play"] = async ({ canvasElement }) => {
  const opener = await find(() => canvasElement.querySelector<HTMLButtonElement>(".settings__section button[aria-haspopup=dialog]"));
  opener.click();
  await find(() => document.querySelector("[role=dialog]"));
};

/** The deletion dialog of a password holder: what is lost, then the password. */
export const DeleteWithPassword: Story = {
  render: (args) => <SettingsStory args={args} />,
  play: openDeletion,
};

/** The deletion dialog of a member without a password: "Send code" and the mailed code. */
export const DeleteWithCode: Story = {
  args: { cancelConfirm: "code" },
  render: (args) => <SettingsStory args={args} />,
  play: openDeletion,
};
