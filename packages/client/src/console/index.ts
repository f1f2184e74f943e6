/**
 * `@chat/client/console`: the operator console's logic (its session with the operator's token, and
 * one store per section), a separate entry so that nothing of it reaches the members' bundles.
 */
export * from "./console-api.js";
export * from "./users/users-api.js";
export * from "./users/users.js";
export * from "./complaints/complaints-api.js";
export * from "./complaints/complaints.js";
export * from "./announcements/announcements.js";
export * from "./payments/payments.js";
export * from "./catalogue/catalogue.js";
export * from "./stats/period.js";
export * from "./stats/stats-state.js";
export * from "./support/support-api.js";
export * from "./support/inbox-store.js";
export * from "./support/conversation-store.js";
export * from "./support/composer-store.js";
export * from "./support/saved-replies-store.js";
export * from "./support/support-feed.js";
export * from "./support/sse-parser.js";
export * from "./support/timeline.js";
export * from "./support/support-desk.js";
