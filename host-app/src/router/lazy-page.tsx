import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, type ComponentType } from "react";
import { createChunk } from "./chunk.js";
import "./lazy-page.css";

/**
 * The component `name` of a module that loads when it is first shown, like `React.lazy`, but one that
 * does not wait forever: when the chunk fails to load, or has not come within the chunk load timeout,
 * it says so with "Try again", which asks for the chunk again (the rest of the app stays as it is).
 * `timeoutMs` is for tests.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K, timeoutMs?: number): M[K] {
  const chunk = createChunk(() => load().then((m) => m[name] as ComponentType<object>), timeoutMs);
  function LazyPage(props: object) {
    const state = useStore(chunk.$state);
    // Showing the page again after a failure (back on its route) tries once more by itself.
    useEffect(() => chunk.load(), []);
    if (state.status === "ready") {
      const Page = state.value;
      return <Page {...props} />;
    }
    return state.status === "failed" ? <ChunkFailed onRetry={chunk.load} /> : null;
  }
  return LazyPage as M[K];
}

/** The message of a page that could not load, with the button that asks for it again. */
export function ChunkFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div className="chunk-failed">
      <p role="alert">{t`This page could not load. Check your connection and try again.`}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t`Try again`}
      </button>
    </div>
  );
}
