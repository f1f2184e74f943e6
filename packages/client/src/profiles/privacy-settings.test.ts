import { describe, expect, it } from "vitest";
import { createClientEnvironment, createPrivacySettings, memoryTokenStorage } from "../index.js";
import { demoUser, envelope, fakeFetch, ok } from "../test/fake-fetch.js";

async function signedIn(routes: Parameters<typeof fakeFetch>[0]) {
  const server = fakeFetch({ "GET /api/account/my-info": () => ok(demoUser()), ...routes });
  const env = createClientEnvironment({ baseUrl: "http://chat.test", tokenStorage: memoryTokenStorage("tok-1"), getLocale: () => "en", fetch: server.fetch });
  await env.session.loadUser();
  return { ...env, privacy: createPrivacySettings({ api: env.api, session: env.session }), seen: server.seen };
}

describe("given the privacy settings", () => {
  it("saves a choice with the spec's field names and the session's user shows it", async () => {
    const { privacy, session, seen } = await signedIn({ "POST /api/user/privacy-set": () => ok(null) });
    expect(session.$user.get()?.userSetVo).toEqual({ addFriend: "anyone", momentInteractions: "public" });
    const saving = privacy.save({ addFriend: "verification" });
    expect(privacy.$status.get()).toEqual({ state: "saving" });
    expect(await saving).toBe(true);
    expect(seen.at(-1)).toMatchObject({ method: "POST", path: "/api/user/privacy-set", body: { addFriend: "verification" } });
    expect(privacy.$status.get()).toEqual({ state: "saved" });
    expect(session.$user.get()?.userSetVo).toEqual({ addFriend: "verification", momentInteractions: "public" });
    privacy.edit();
    expect(privacy.$status.get()).toEqual({ state: "idle" });
  });

  it("reports a refusal and leaves the user's settings as they were", async () => {
    const { privacy, session } = await signedIn({ "POST /api/user/privacy-set": () => envelope(400, "Bad request.", null) });
    expect(await privacy.save({ momentInteractions: "private" })).toBe(false);
    const status = privacy.$status.get();
    expect(status.state).toBe("failed");
    expect(status.state === "failed" && status.error).toMatchObject({ msg: "Bad request.", status: 400 });
    expect(session.$user.get()?.userSetVo.momentInteractions).toBe("public");
  });
});
