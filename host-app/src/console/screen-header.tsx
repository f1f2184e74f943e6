/** The top of a console screen: its title, and the last failure (announced) when there is one. */
import type { ReactNode } from "react";

export function ScreenHeader({ title, error }: { title: ReactNode; error: string | null | undefined }) {
  return (
    <>
      <h1>{title}</h1>
      {error ? (
        <p role="alert" className="console-ops__error">
          {error}
        </p>
      ) : null}
    </>
  );
}
