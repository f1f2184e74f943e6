/**
 * `@chat/protocol/core`: the contract without the request schemas — types, constants, error codes and
 * the text helpers. Browser bundles (the `<chat-panel>` widget) import this so they never load zod;
 * the schemas live in `@chat/protocol/schemas` (the server, the host's forms). The package root
 * exports both.
 */
export * from "./constants.js";
export * from "./envelope.js";
export * from "./locales.js";
export * from "./messages.js";
export * from "./system.js";
export * from "./text.js";
export * from "./user.js";
export * from "./realtime.js";
export type * from "./account.js";
export type * from "./friend.js";
export type * from "./message.js";
export type * from "./partner.js";
export type * from "./profiles.js";
