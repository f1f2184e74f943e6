import { createRequire } from "node:module";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy*/waitFor resolve as soon as their condition holds; the long ceiling only matters on a slow,
// loaded machine (2 busy cores in CI), where the default second is not enough for a lazy chunk or a
// first render.
configure({ asyncUtilTimeout: 10_000 });

// React's own task queue (the copy react-dom uses: Node caches one module per file).
const scheduler = createRequire(import.meta.url)("scheduler") as {
  unstable_scheduleCallback(priority: number, callback: () => void): unknown;
  unstable_IdlePriority: number;
};

/** Resolves once React's scheduler has run every task queued before or while waiting. */
const reactIdle = () => new Promise<void>((resolve) => scheduler.unstable_scheduleCallback(scheduler.unstable_IdlePriority, resolve));

afterEach(async () => {
  cleanup();
  // Unmounting a tree that holds <chat-panel> unmounts the element's own React root from inside
  // React's commit, so React finishes it later in scheduler tasks (setImmediate in Node), which
  // yield every few milliseconds and may take several turns on a loaded machine. Any of them
  // running after jsdom is torn down throws "window is not defined" (react-dom reads window.event),
  // which fails the run with no failed test. An idle-priority task runs only once no other task is
  // queued, so waiting for one lets React finish while the DOM exists.
  await reactIdle();
});
