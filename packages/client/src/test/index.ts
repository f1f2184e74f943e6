/** `@chat/client/test`: fakes for tests and stories (never imported by production code). */
export * from "./fake-fetch.js";
export * from "../chat/testing/index.js";
export * from "../moments/moments-fixtures.js";
