/**
 * `@chat/protocol/core`: the contract without the request schemas — types, constants, error codes and
 * the text helpers. Browser bundles (the `<chat-panel>` widget) import this so they never load zod;
 * the schemas live in `@chat/protocol/schemas` (the server, the host's forms). The package root
 * exports both.
 */
export * from "./constants.js";
export * from "./envelope.js";
export * from "./locales.js";
export * from "./server-messages.js";
export * from "./system.js";
export * from "./text.js";
export type * from "./profiles.js";
export * from "./realtime.js";
export type * from "./account.js";
export type * from "./friends.js";
export type * from "./messages.js";
export type * from "./partner.js";
export type * from "./wallet.js";
export type * from "./translation.js";
export type * from "./gifts.js";
export type * from "./burn-after-read.js";
export type * from "./people.js";
export type * from "./album.js";
export type * from "./moments.js";
export * from "./moments-limits.js";
export type * from "./mall.js";
export type * from "./encounter.js";
export type * from "./easemob.js";
export type * from "./push.js";
export type * from "./console.js";
export type * from "./console-ops.js";
export * from "./console-stats.js";
export type * from "./support.js";
