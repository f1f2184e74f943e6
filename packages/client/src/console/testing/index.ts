/** `@chat/client/console/test`: the console's fakes for tests and stories (never imported by production code). */
export * from "./fake-support.js";
export * from "./support-fixtures.js";
