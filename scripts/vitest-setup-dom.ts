import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy*/waitFor resolve as soon as their condition holds; the long ceiling only matters on a slow,
// loaded machine (2 busy cores in CI), where the default second is not enough for a lazy chunk or a
// first render.
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  cleanup();
  // Unmounting a tree that holds <chat-panel> unmounts the element's own React root from inside
  // React's commit; React finishes that in a scheduler task (setImmediate in Node). Let it run now,
  // while the DOM exists, rather than after jsdom is torn down ("window is not defined").
  await new Promise((resolve) => setImmediate(resolve));
});
