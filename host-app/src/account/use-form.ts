import type { FieldErrorKey, FormErrors, Validation } from "@chat/client";
import { useLingui } from "@lingui/react";
import { useEffect, useRef, useState } from "react";
import { failureText, fieldErrorText } from "../i18n/message-text.js";

/**
 * The state of one account form: what the user typed (kept on every failure), field errors from
 * the protocol schemas, and the server's error. Submitting runs `action` only with valid data.
 * `check` may answer later (a form on the first page loads its schemas on demand); `onEdit` runs at
 * the user's first change (to start loading them).
 */
export function useForm<F extends string, T>(
  initial: Record<F, string>,
  check: (v: Record<F, string>) => Validation<F, T> | Promise<Validation<F, T>>,
  onEdit?: () => void,
) {
  const { i18n } = useLingui();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [serverError, setServerError] = useState("");
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // Focus the first invalid field once the errors are on screen (after the render that shows them).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest) form.current?.querySelector<HTMLInputElement>("[aria-invalid=true]")?.focus();
  }, [focusRequest]);
  const focusFirstInvalid = () => setFocusRequest((n) => n + 1);

  return {
    values,
    busy,
    serverError,
    form,
    setServerError,
    set: (field: F) => (value: string) => {
      onEdit?.();
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((e) => ({ ...e, [field]: undefined }));
    },
    errorOf: (field: F) => {
      const key: FieldErrorKey | undefined = errors[field];
      return key ? fieldErrorText(i18n, key) : undefined;
    },
    /** Shows only the given fields' errors (e.g. the e-mail before "Send code"). */
    showErrors: (found: FormErrors<F>) => {
      setErrors((e) => ({ ...e, ...found }));
      focusFirstInvalid();
    },
    showFailure: (error: unknown) => setServerError(failureText(i18n, error)),
    submit: (action: (data: T) => Promise<void>) => async (event: { preventDefault(): void }) => {
      event.preventDefault();
      if (busy) return;
      setServerError("");
      const checked = await check(values);
      if (!checked.ok) {
        setErrors(checked.errors);
        focusFirstInvalid();
        return;
      }
      setErrors({});
      setBusy(true);
      try {
        await action(checked.data);
      } catch (error) {
        setServerError(failureText(i18n, error));
      } finally {
        setBusy(false);
      }
    },
  };
}
