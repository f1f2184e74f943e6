import { describe, expect, it, vi } from "vitest";
import { demoFriend } from "../chat/testing/fixtures.js";
import { apiWith } from "../test/api-with.js";
import { ok } from "../test/fake-fetch.js";
import { createContacts } from "./contacts-store.js";

describe("the contacts store", () => {
  it("loads friends grouped by letter, takes friend events and remarks", async () => {
    const { api } = apiWith({ "GET /api/friend/friend-list": () => ok([demoFriend({ friendUserId: 2, friendUserNickName: "Bob", firstLetter: "B" })]) });
    const contacts = createContacts({ api });
    await contacts.loadFriends();
    expect(contacts.$contacts.get().map((g) => g.letter)).toEqual(["B"]);
    contacts.applyFriend(demoFriend({ friendUserId: 3, friendUserNickName: "Cleo", firstLetter: "C" }));
    expect(contacts.$contacts.get().map((g) => g.letter)).toEqual(["B", "C"]);
    expect(contacts.setRemark(2, "Bobby")).toBe(demoFriend({ friendUserId: 2 }).friendRemarkName);
    expect(contacts.friendOf(2)?.friendRemarkName).toBe("Bobby");
    contacts.reset();
    expect(contacts.$friends.get()).toEqual([]);
  });

  it("answers an application and takes new ones once", async () => {
    const { api, seen } = apiWith({ "GET /api/friend/apply-deal": () => ok(null) });
    const contacts = createContacts({ api });
    const application = { applyId: 9, status: 2 } as never;
    contacts.applyApplication(application);
    contacts.applyApplication(application);
    expect(contacts.$applications.get()).toHaveLength(1);
    await contacts.answerApplication(9, true);
    expect(contacts.$applications.get()[0]).toMatchObject({ applyId: 9, status: 1 });
    expect(seen[0]?.path).toContain("status=1");
  });

  it("an answer stands over a list asked for before it and over an event replayed after it", async () => {
    const pending = { applyId: 7, status: null, nickname: "Anouk" } as never;
    let answerList: (() => void) | undefined;
    const { api } = apiWith({
      "GET /api/friend/apply-deal": () => ok(null),
      // The list the view asked for when it opened; its answer comes after the approval.
      "GET /api/friend/applys": () => new Promise((resolve) => (answerList = () => resolve(ok([pending])))),
    });
    const contacts = createContacts({ api });
    contacts.applyApplication(pending);
    const loading = contacts.loadApplications();
    await contacts.answerApplication(7, true);
    await vi.waitFor(() => expect(answerList).toBeDefined());
    answerList?.();
    await loading;
    expect(contacts.$applications.get()).toEqual([expect.objectContaining({ applyId: 7, status: 1 })]);
    contacts.applyApplication(pending);
    expect(contacts.$applications.get()).toEqual([expect.objectContaining({ applyId: 7, status: 1 })]);
  });
});
