import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy*/waitFor resolve as soon as their condition holds; the long ceiling only matters on a slow,
// loaded machine (2 busy cores in CI), where the default second is not enough for a lazy chunk or a
// first render.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
