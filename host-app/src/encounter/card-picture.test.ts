import { describe, expect, it } from "vitest";
import { photosOf } from "./card-picture.js";

describe("a card's photos", () => {
  it("are the album's, else the avatar, else none", () => {
    expect(photosOf({ photos: ["/files/1.jpg", "/files/2.jpg"], avatar: "/files/a.png" })).toEqual(["/files/1.jpg", "/files/2.jpg"]);
    expect(photosOf({ photos: [], avatar: "/files/a.png" })).toEqual(["/files/a.png"]);
    expect(photosOf({ avatar: "" })).toEqual([]);
  });
});
