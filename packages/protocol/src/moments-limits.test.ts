import { describe, expect, it } from "vitest";
import { commentRequest, releaseFields } from "./moments.js";
import { MOMENT_LIMITS, momentTextProblem } from "./moments-limits.js";

// The browser judges a text with momentTextProblem (no zod on the moments page); the server with the
// request schemas. They must agree, or the page would let through what the server refuses.
const texts = ["", "   ", "\n\t", "hi", "  hi  ", "😀", "x".repeat(MOMENT_LIMITS.commentChars), "x".repeat(MOMENT_LIMITS.commentChars + 1),
  ` ${"y".repeat(MOMENT_LIMITS.textChars)} `, "y".repeat(MOMENT_LIMITS.textChars + 1), "😀".repeat(MOMENT_LIMITS.commentChars / 2 + 1), "😀".repeat(MOMENT_LIMITS.commentChars), "😀".repeat(MOMENT_LIMITS.commentChars + 1)];

const schemaProblem = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error?.issues[0]?.message);

describe("the moments text rule without zod", () => {
  it("refuses a moment's text exactly as the release schema does, with the same reason", () => {
    for (const text of texts) expect(momentTextProblem(text, "moment"), JSON.stringify(text)).toBe(schemaProblem(releaseFields.safeParse({ text, type: 0 })));
  });

  it("refuses a comment exactly as the comment schema does, with the same reason", () => {
    for (const text of texts) expect(momentTextProblem(text, "comment"), JSON.stringify(text)).toBe(schemaProblem(commentRequest.safeParse({ dynamicId: 1, text })));
  });
});
