import { describe, expect, it } from "vitest";
import { demoPublicUser } from "../chat/testing/fixtures.js";
import { createContacts } from "../contacts/contacts-store.js";
import { createProfiles } from "../profiles/profiles.js";
import { apiWith } from "../test/api-with.js";
import { envelope, ok } from "../test/fake-fetch.js";
import { createFriends } from "./friends.js";

function setup(routes: Parameters<typeof apiWith>[0]) {
  const { api, seen } = apiWith({
    "GET /api/user/info": () => ok({ userVo: demoPublicUser({ id: 5, nickname: "Ada", isFriend: false }) }),
    ...routes,
  });
  const contacts = createContacts({ api });
  const profiles = createProfiles({ api });
  return { friends: createFriends({ api, contacts, profiles }), contacts, profiles, seen };
}

const friend = { friendUserId: 5, friendUserNickName: "Ada", friendUserAvatar: "", friendRemarkName: "", firstLetter: "A", insertTime: 1, imAccount: "im100005", onlineState: 0 };

describe("adding and deleting friends from the profile card", () => {
  it("an open profile makes us friends at once: the card and the contacts show it", async () => {
    let befriended = false;
    const { friends, contacts, profiles, seen } = setup({
      "POST /api/friend/add-friend": () => {
        befriended = true;
        return envelope(200, "You are now friends.", { status: "added", applyId: null });
      },
      "GET /api/friend/friend-list": () => ok(befriended ? [friend] : []),
    });
    await profiles.openProfile(5);
    expect(await friends.addFriend(5)).toEqual({ ok: true, outcome: "added" });
    expect(seen.find((r) => r.path === "/api/friend/add-friend")?.body).toEqual({ userId: 5 });
    expect(profiles.$profile.get().profile?.isFriend).toBe(true);
    expect(contacts.friendOf(5)?.friendUserNickName).toBe("Ada");
    expect(friends.$actions.get()[5]).toBeUndefined();
  });

  it("a profile that approves requests gets one: 'Request sent' stays until the chat stops", async () => {
    const { friends, profiles } = setup({
      "POST /api/friend/add-friend": () => envelope(200, "Friend request sent", { status: "applied", applyId: 9 }),
    });
    await profiles.openProfile(5);
    expect(await friends.addFriend(5)).toEqual({ ok: true, outcome: "applied" });
    expect(friends.$actions.get()[5]).toEqual({ status: "requested" });
    expect(profiles.$profile.get().profile?.isFriend).toBe(false);
    friends.reset();
    expect(friends.$actions.get()).toEqual({});
  });

  it("keeps the server's reason when adding fails", async () => {
    const { friends } = setup({ "POST /api/friend/add-friend": () => envelope(429, "Too many attempts. Please try again later.", null) });
    expect(await friends.addFriend(5)).toEqual({ ok: false, error: "Too many attempts. Please try again later." });
    expect(friends.$actions.get()[5]).toEqual({ status: "failed", error: "Too many attempts. Please try again later." });
  });

  it("deletes a friend: the card turns back to a stranger's and the contacts drop them", async () => {
    let deleted = false;
    const { friends, contacts, profiles, seen } = setup({
      "GET /api/user/info": () => ok({ userVo: demoPublicUser({ id: 5, nickname: "Ada", isFriend: true }) }),
      "POST /api/friend/delete-friend": () => {
        deleted = true;
        return ok(null);
      },
      "GET /api/friend/friend-list": () => ok(deleted ? [] : [friend]),
    });
    await contacts.loadFriends();
    await profiles.openProfile(5);
    expect(await friends.deleteFriend(5)).toEqual({ ok: true, outcome: "deleted" });
    expect(seen.find((r) => r.path === "/api/friend/delete-friend")?.body).toEqual({ friendUserId: 5 });
    expect(profiles.$profile.get().profile?.isFriend).toBe(false);
    expect(contacts.friendOf(5)).toBeUndefined();
  });

  it("a refused delete keeps the friendship and says why", async () => {
    const { friends, profiles } = setup({
      "GET /api/user/info": () => ok({ userVo: demoPublicUser({ id: 5, isFriend: true }) }),
      "POST /api/friend/delete-friend": () => envelope(404, "Not found.", null),
    });
    await profiles.openProfile(5);
    expect(await friends.deleteFriend(5)).toEqual({ ok: false, error: "Not found." });
    expect(profiles.$profile.get().profile?.isFriend).toBe(true);
  });
});
