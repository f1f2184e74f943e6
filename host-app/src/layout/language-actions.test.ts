import type { Locale } from "@chat/protocol";
import { atom } from "nanostores";
import { describe, expect, it } from "vitest";
import { chooseLanguage } from "./language-actions.js";

function deps(token: string | null, save: () => Promise<unknown>) {
  const calls: string[] = [];
  return {
    calls,
    deps: {
      api: { post: (path: string, body?: unknown) => (calls.push(`post ${path} ${JSON.stringify(body)}`), save()) } as never,
      session: { $token: atom(token) },
      activate: async (locale: Locale) => void calls.push(`activate ${locale}`),
    },
  };
}

describe("choosing the UI language", () => {
  it("a logged-in user's choice is saved to the account as it switches", async () => {
    const { deps: d, calls } = deps("tok", async () => null);
    expect(await chooseLanguage(d, "de")).toBeNull();
    expect(calls).toEqual(['post user/language-edit {"language":"de"}', "activate de"]);
  });

  it("a refused save answers why, after the switch", async () => {
    const refusal = new Error("Try again later");
    const { deps: d, calls } = deps("tok", () => Promise.reject(refusal));
    expect(await chooseLanguage(d, "ja")).toBe(refusal);
    expect(calls).toContain("activate ja");
  });

  it("before login only the browser remembers it", async () => {
    const { deps: d, calls } = deps(null, async () => null);
    expect(await chooseLanguage(d, "fi")).toBeNull();
    expect(calls).toEqual(["activate fi"]);
  });
});
