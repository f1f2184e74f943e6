import {
  cancelAccountByCodeRequest,
  cancelAccountRequest,
  loginRequest,
  registerRequest,
  updatePassRequest,
  verificationCodeRequest,
  type MessageKey,
} from "@chat/protocol";

/** A field error: a protocol message key, or one the browser alone checks. */
export type FieldErrorKey = MessageKey | "passwordMismatch";

export type FormErrors<F extends string> = Partial<Record<F, FieldErrorKey>>;

export type Validation<F extends string, T> = { ok: true; data: T } | { ok: false; errors: FormErrors<F> };

/** The part of a zod schema used here, so the client needs no zod import of its own. */
interface Schema<T> {
  safeParse(value: unknown):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

/** Runs a protocol schema (the server's own rules) and keeps the first error of each field. */
export function validate<F extends string, T>(schema: Schema<T>, values: Record<F, string>): Validation<F, T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FormErrors<F> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "") as F;
    if (field in values && !errors[field]) errors[field] = issue.message as FieldErrorKey;
  }
  return { ok: false, errors };
}

export type LoginFields = "account" | "password";
export const validateLogin = (values: Record<LoginFields, string>) => validate(loginRequest, values);

export type CodeFields = "email";
/** Before "Send code": only the address must be right. */
export const validateEmail = (values: Record<CodeFields, string>) => {
  const checked = validate(verificationCodeRequest, { email: values.email, type: "register" });
  return checked.ok
    ? { ok: true as const, data: { email: checked.data.email } }
    : { ok: false as const, errors: { email: checked.errors.email } as FormErrors<CodeFields> };
};

export type PasswordFormFields = "email" | "code" | "password" | "confirmPassword";

function withConfirmation<F extends string, T>(
  checked: Validation<F, T>,
  values: { password: string; confirmPassword: string },
): Validation<F, T> {
  if (values.confirmPassword === values.password && values.confirmPassword !== "") return checked;
  const errors = checked.ok ? {} : checked.errors;
  return { ok: false, errors: { ...errors, confirmPassword: "passwordMismatch" } as FormErrors<F> };
}

/** Registration: e-mail, code, password, and a confirmation that must match (product §5). */
export const validateRegister = (values: Record<PasswordFormFields, string>) =>
  withConfirmation(
    validate(registerRequest, {
      email: values.email,
      code: values.code,
      password: values.password,
    } as Record<PasswordFormFields, string>),
    values,
  );

/** Password reset: the same fields, checked as update-pass with a reset code. */
export const validateReset = (values: Record<PasswordFormFields, string>) =>
  withConfirmation(
    validate(updatePassRequest.options[0], {
      email: values.email,
      code: values.code,
      password: values.password,
    } as Record<PasswordFormFields, string>),
    values,
  );

export type ChangePasswordFields = "oldPassword" | "password" | "confirmPassword";

/** Changing the password while logged in: the current one, the new one and its confirmation. */
export const validateChangePassword = (values: Record<ChangePasswordFields, string>) =>
  withConfirmation(
    validate(updatePassRequest.options[1], {
      oldPassword: values.oldPassword,
      password: values.password,
    } as Record<ChangePasswordFields, string>),
    values,
  );

export type CancelFields = "password" | "code";

/** Account deletion's confirmation: the password, or the mailed code of a member without one. */
export function validateCancel(how: "password" | "code", values: Record<CancelFields, string>): Validation<CancelFields, { password: string } | { code: string }> {
  return how === "password"
    ? validate(cancelAccountRequest, { password: values.password } as Record<CancelFields, string>)
    : validate(cancelAccountByCodeRequest, { code: values.code } as Record<CancelFields, string>);
}
