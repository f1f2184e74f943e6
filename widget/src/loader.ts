/**
 * `chat-panel.js`: the classic script a partner page adds with one `<script src>`. An IIFE bundle
 * cannot split code, so this tiny loader only imports the ES-module build (`chat-panel.mjs`) from
 * its own URL; that module and the chunks it loads on demand (the locale catalog, emoji pictures)
 * come from the same folder. Built by vite.lib.config.ts; it must stay free of static imports. The
 * build points it at the content-hashed chunk that defines the element (the entry only re-exports
 * it), which saves a request.
 */
function ownUrl(): string {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current.src;
  // Loaded in an unusual way (e.g. injected as a module): look for our tag instead.
  const tag = document.querySelector<HTMLScriptElement>('script[src*="chat-panel.js"]');
  return tag?.src ?? document.baseURI;
}

const entry = new URL("chat-panel.mjs", ownUrl()).href;
import(/* @vite-ignore */ entry).catch((error: unknown) => {
  console.error("<chat-panel> could not load", entry, error);
});
