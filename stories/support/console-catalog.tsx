/** The operator console's stories speak its own catalog (`activateConsoleLocale`), as the console page does. */
import { activateConsoleLocale } from "@chat/i18n/console";
import { useEffect, useState, type ReactNode } from "react";
import { useStoryEnv } from "./story-env.js";

/** Renders its children once the console's catalog of the toolbar's locale is active. */
export function ConsoleCatalog({ children }: { children: ReactNode }) {
  const { locale } = useStoryEnv();
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void activateConsoleLocale(locale).then(() => {
      if (live) setActive(locale);
    });
    return () => {
      live = false;
    };
  }, [locale]);
  return active === locale ? children : <div data-story-pending="" />;
}
