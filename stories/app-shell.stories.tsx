/**
 * The web app's shell screens: the maintenance page (shown while the server answers 503) and the
 * /appInstall page, with the browser's Install offer and without it (the per-platform steps).
 */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState, type ReactNode } from "react";
import { useEnv } from "../host-app/src/common/env-context.js";
import type { HostEnvironment } from "../host-app/src/common/host-environment.js";
import { AppInstallPage } from "../host-app/src/install/app-install-page.js";
import type { InstallPromptEvent } from "../host-app/src/install/install-prompt.js";
import { MaintenancePage } from "../host-app/src/maintenance/maintenance-page.js";
import { hostArgs, hostArgTypes, HostStory, type HostArgs } from "./support/host-story.js";

const meta = {
  title: "Host app/App shell",
  args: hostArgs,
  argTypes: hostArgTypes,
} satisfies Meta<HostArgs>;
export default meta;
type Story = StoryObj<HostArgs>;

/** Sets the story's stores once, before the page first renders. */
function Prepared({ prepare, children }: { prepare: (env: HostEnvironment) => void; children: ReactNode }) {
  const env = useEnv();
  useState(() => prepare(env));
  return <>{children}</>;
}

/** What Chromium fires when the app may be installed; its dialog is answered "dismissed" here. */
function offer(): InstallPromptEvent {
  return Object.assign(new Event("beforeinstallprompt"), {
    prompt: async () => undefined,
    userChoice: Promise.resolve({ outcome: "dismissed" as const }),
  });
}

export const Maintenance: Story = {
  render: (args) => (
    <HostStory args={args}>
      {/* "" is a 503 without a text: the page shows the app's own maintenance text, in the story's locale. */}
      <Prepared prepare={(env) => env.maintenance.report("")}>
        <MaintenancePage />
      </Prepared>
    </HostStory>
  ),
};

export const InstallSteps: Story = {
  render: (args) => (
    <HostStory args={args}>
      <main>
        <AppInstallPage />
      </main>
    </HostStory>
  ),
};

export const InstallButton: Story = {
  render: (args) => (
    <HostStory args={args}>
      <Prepared prepare={(env) => env.install.$event.set(offer())}>
        <main>
          <AppInstallPage />
        </main>
      </Prepared>
    </HostStory>
  ),
};

export const Installed: Story = {
  render: (args) => (
    <HostStory args={args}>
      <Prepared prepare={(env) => env.install.$installed.set(true)}>
        <main>
          <AppInstallPage />
        </main>
      </Prepared>
    </HostStory>
  ),
};
