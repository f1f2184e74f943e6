/**
 * Pictures the server answers as paths (`/files/<key>`: avatars, chat images) live on the chat's
 * origin, not the page's. On a partner's page a bare path would load from the partner's site (and its
 * CSP would block it), so the panel resolves such paths against its api-base.
 */
import { createContext, useContext } from "react";

const FileBase = createContext("");

/** Sets the origin (the element's api-base) that server paths of pictures resolve against. */
export const FileBaseProvider = FileBase.Provider;

/** `/files/x.png` → `<api-base>/files/x.png`; absolute, `data:` and `blob:` URLs stay as they are. */
export function resolveFileUrl(base: string, url: string): string {
  if (!base || !url.startsWith("/") || url.startsWith("//")) return url;
  return `${base.replace(/\/+$/, "")}${url}`;
}

/** The resolver of the panel this component is in. */
export function useFileUrl(): (url: string) => string {
  const base = useContext(FileBase);
  return (url) => resolveFileUrl(base, url);
}
