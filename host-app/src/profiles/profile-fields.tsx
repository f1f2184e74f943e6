import { useId, type ReactNode } from "react";

/** A field's error under it, tied to its control by id. */
function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p className="field__error" id={id}>
      {text}
    </p>
  ) : null;
}

interface SelectProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  /** The first, empty choice ("Not set"). */
  empty: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
}

/** A labelled list to pick one entry of a dictionary from. */
export function SelectField({ label, value, options, empty, onValueChange, error }: SelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{empty}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}

/** A group of controls under one name (a legend), with the group's error. */
export function FieldGroup({ legend, error, children }: { legend: string; error?: string | undefined; children: ReactNode }) {
  const id = useId();
  return (
    <fieldset className="field profile-group" aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="field__label">{legend}</legend>
      <div className="profile-group__items">{children}</div>
      <FieldError id={`${id}-error`} text={error} />
    </fieldset>
  );
}

/** A multi-line text field. */
export function TextAreaField({ label, value, onValueChange, error, maxLength }: { label: string; value: string; onValueChange: (v: string) => void; error?: string | undefined; maxLength: number }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input profile-textarea"
        rows={3}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}

/** The days of a month (1–31, fewer for short months; February 29 only in leap years). */
export function daysIn(year: number, month: number): number {
  if (!year || !month) return 31;
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: string) => n.padStart(2, "0");

/** YYYY-MM-DD from three picks, "" until all three are chosen. */
export function birthdayOf(year: string, month: string, day: string): string {
  return year && month && day ? `${year}-${pad(month)}-${pad(day)}` : "";
}
