import { describe, expect, it } from "vitest";
import { groupContacts } from "./contacts.js";
import { demoFriend } from "../chat/testing/fixtures.js";

describe("groupContacts", () => {
  it("groups by firstLetter in order with # last, names collated, remark before nickname", () => {
    const groups = groupContacts([
      demoFriend({ friendUserId: 1, firstLetter: "#", friendUserNickName: "123" }),
      demoFriend({ friendUserId: 2, firstLetter: "B", friendUserNickName: "Bob" }),
      demoFriend({ friendUserId: 3, firstLetter: "A", friendUserNickName: "Zed", friendRemarkName: "Anna" }),
      demoFriend({ friendUserId: 4, firstLetter: "A", friendUserNickName: "Ádám" }),
      demoFriend({ friendUserId: 5, firstLetter: "A", friendUserNickName: "Adam" }),
    ]);
    expect(groups.map((g) => g.letter)).toEqual(["A", "B", "#"]);
    expect(groups[0]?.friends.map((f) => f.friendUserId)).toEqual([5, 4, 3]);
  });
});
