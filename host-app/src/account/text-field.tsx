import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the field and tied to it with aria-describedby. */
  error?: string | undefined;
  /** Something beside the input, e.g. the "Send code" button. */
  addon?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input whose error is announced with it. */
export function TextField({ label, value, onValueChange, error, addon, inputRef, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__row">
        <input
          {...input}
          ref={inputRef}
          id={id}
          className="field__input"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {addon}
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
