import { describe, expect, it } from "vitest";
import { validateEmail, validateLogin, validateRegister, validateReset } from "../index.js";

const good = { email: " Ada@Example.com ", code: "123456", password: "secret123", confirmPassword: "secret123" };

describe("given the account forms' validation (the server's own schemas)", () => {
  it("accepts a good registration and normalises the e-mail", () => {
    expect(validateRegister(good)).toEqual({
      ok: true,
      data: { email: "ada@example.com", code: "123456", password: "secret123" },
    });
  });

  it("reports each wrong field with its message key", () => {
    const result = validateRegister({ email: "nope", code: "12", password: "short", confirmPassword: "other" });
    expect(result).toEqual({
      ok: false,
      errors: {
        email: "usernameIllegal",
        code: "codeFormat",
        password: "passwordFormat",
        confirmPassword: "passwordMismatch",
      },
    });
  });

  it("rejects a mismatching confirmation even when the rest is right", () => {
    expect(validateReset({ ...good, confirmPassword: "secret124" })).toEqual({
      ok: false,
      errors: { confirmPassword: "passwordMismatch" },
    });
  });

  it("checks login fields for emptiness only", () => {
    expect(validateLogin({ account: "", password: "" })).toEqual({
      ok: false,
      errors: { account: "accountRequired", password: "accountRequired" },
    });
    expect(validateLogin({ account: "ada@example.com", password: "x" }).ok).toBe(true);
  });

  it("checks the address alone before sending a code", () => {
    expect(validateEmail({ email: "" })).toEqual({ ok: false, errors: { email: "accountRequired" } });
    expect(validateEmail({ email: "ada@example.com" })).toEqual({ ok: true, data: { email: "ada@example.com" } });
  });
});
