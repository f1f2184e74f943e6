import { describe, expect, it } from "vitest";
import { demoPublicUser } from "../chat/testing/fixtures.js";
import { apiWith } from "../test/api-with.js";
import { envelope, ok } from "../test/fake-fetch.js";
import { createProfiles } from "./profiles.js";

describe("the profiles store", () => {
  it("loads a card, follows a saved remark, and keeps the server's text when it fails", async () => {
    const { api } = apiWith({
      "GET /api/user/info": (r) => (r.path.includes("userId=5") ? ok({ userVo: demoPublicUser({ id: 5, nickname: "Ada" }) }) : envelope(404, "This user does not exist.", null)),
    });
    const profiles = createProfiles({ api });
    await profiles.openProfile(5);
    expect(profiles.$profile.get()).toMatchObject({ loading: false, profile: { id: 5, nickname: "Ada" } });
    profiles.setRemark(5, "Ada L.");
    expect(profiles.$profile.get().profile?.remark).toBe("Ada L.");
    await profiles.openProfile(6);
    expect(profiles.$profile.get()).toEqual({ loading: false, profile: null, error: "This user does not exist." });
  });
});
