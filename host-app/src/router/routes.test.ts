import { describe, expect, it } from "vitest";
import { pathOfHashRoute } from "./routes.js";

describe("a link in the original hash form", () => {
  it("names the page at its path: /#/chat is /chat", () => {
    expect(pathOfHashRoute({ pathname: "/", hash: "#/chat" })).toBe("/chat");
    expect(pathOfHashRoute({ pathname: "/", hash: "#/userHomePage/7" })).toBe("/userHomePage/7");
  });

  it("leaves paths and plain anchors alone", () => {
    expect(pathOfHashRoute({ pathname: "/chats", hash: "#/chat" })).toBeNull();
    expect(pathOfHashRoute({ pathname: "/", hash: "#top" })).toBeNull();
    expect(pathOfHashRoute({ pathname: "/", hash: "" })).toBeNull();
  });
});
