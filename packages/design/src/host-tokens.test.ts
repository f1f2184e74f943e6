import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hostTokens } from "./host-tokens.js";
import tokens from "./tokens.css?inline";

describe("given the token source read for a shadow root", () => {
  it("declares the tokens on :host and the dark theme on :host([theme])", () => {
    expect(hostTokens(":root {\n  --a: 1;\n}\n:root[theme=\"dark\"] {\n  --a: 2;\n}")).toBe(':host {\n  --a: 1;\n}\n:host([theme="dark"]) {\n  --a: 2;\n}');
    const css = hostTokens(tokens);
    expect(css).not.toMatch(/:root/);
    expect(css).toMatch(/:host\s*\{[^}]*--chat-color-primary:/);
    expect(css).toMatch(/:host\(\[theme="dark"\]\)\s*\{[^}]*--chat-color-bg:/);
  });

  it("declares every custom property the embedding guide lets a page theme", () => {
    const guide = readFileSync("docs/embedding.md", "utf8");
    const section = guide.slice(guide.indexOf("## Theming and isolation"), guide.indexOf("Parts for `::part()`"));
    const documented = new Set(section.match(/--chat-[a-z0-9-]+/g));
    // The guide writes the spacing scale as a range.
    for (const n of [1, 2, 3, 4, 5]) documented.add(`--chat-space-${n}`);
    expect(documented.size).toBeGreaterThan(40);
    for (const property of documented) expect(tokens).toContain(`${property}:`);
  });
});
