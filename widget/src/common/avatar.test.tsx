import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar } from "./avatar.js";
import { FileBaseProvider } from "./file-url.js";

const srcOf = (src: string) =>
  render(
    <FileBaseProvider value="https://chat.example">
      <Avatar src={src} name="Bo" />
    </FileBaseProvider>,
  ).container.querySelector("img")?.getAttribute("src");

describe("the panel's avatars", () => {
  it("ask for an upload at the server's 192 px size, on the chat's origin", () => {
    expect(srcOf("/files/abc.png")).toBe("https://chat.example/files/abc.png?w=192");
  });

  it("leave pictures from elsewhere and already sized ones as they are", () => {
    expect(srcOf("https://cdn.example/bo.png")).toBe("https://cdn.example/bo.png");
    expect(srcOf("/files/abc.png?w=640")).toBe("https://chat.example/files/abc.png?w=640");
  });

  it("show the name's first letter without a picture", () => {
    const { container } = render(<Avatar src="" name="bo" />);
    expect(container.textContent).toBe("B");
  });
});
