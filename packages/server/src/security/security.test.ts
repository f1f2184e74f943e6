import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.js";
import { newMessageId, newNumericCode, newToken, sha256 } from "./token.js";

describe("password hashing", () => {
  it("verifies the right password only, with a fresh salt each time", async () => {
    const a = await hashPassword("secret123", 10);
    const b = await hashPassword("secret123", 10);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$10\$8\$1\$[\w-]+\$[\w-]{43}$/);
    expect(await verifyPassword("secret123", a)).toBe(true);
    expect(await verifyPassword("secret124", a)).toBe(false);
  });

  it("uses the strong production cost, N = 2^15", async () => {
    const hash = await hashPassword("secret123", 15);
    expect(hash.startsWith("scrypt$15$8$1$")).toBe(true);
    expect(await verifyPassword("secret123", hash)).toBe(true);
  });

  it("treats a malformed or absurd stored hash as a mismatch", async () => {
    for (const stored of ["", "x", "scrypt$10$8$1$salt", "scrypt$40$8$1$c2FsdA$aGFzaA", "bcrypt$1$2$3$4$5"]) {
      expect(await verifyPassword("secret123", stored)).toBe(false);
    }
  });

  it("normalizes Unicode so the same password typed differently matches", async () => {
    const hash = await hashPassword("caf\u00e9pass1", 10);
    expect(await verifyPassword("cafe\u0301pass1", hash)).toBe(true);
  });
});

describe("tokens and codes", () => {
  it("makes 256-bit base64url tokens and 6-digit codes", () => {
    expect(newToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(newToken());
    for (let i = 0; i < 50; i++) expect(newNumericCode(6)).toMatch(/^\d{6}$/);
    expect(sha256("a")).toBe("ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb");
  });
});

describe("message ids", () => {
  it("are the time then 80 random bits in hex, none repeated across the buffer's refills, sorting by time", () => {
    // 1,000 ids take the 400-id buffer through several refills.
    const start = Date.UTC(2026, 10, 29);
    const ids = Array.from({ length: 1000 }, (_, i) => newMessageId(start + i));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    expect(ids[0]!.slice(0, 12)).toBe(start.toString(16).padStart(12, "0"));
    // Ids of one millisecond differ in their random part.
    expect(newMessageId(start)).not.toBe(newMessageId(start));
    // The random digits come out evenly: a buffer left unfilled (zeros) would not.
    const random = ids.map((id) => id.slice(12)).join("");
    const zeros = random.split("0").length - 1;
    expect(zeros / random.length).toBeGreaterThan(0.04);
    expect(zeros / random.length).toBeLessThan(0.09);
  });
});
