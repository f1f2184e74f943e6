/**
 * `@chat/protocol/schemas`: the zod request schemas (and the entity types declared beside them). Only
 * the server and form validation need them at runtime; see core.ts for the zod-free entry.
 */
export * from "./account.js";
export * from "./friends.js";
export * from "./messages.js";
export * from "./text-schema.js";
export * from "./partner.js";
export * from "./profiles.js";
export * from "./people.js";
export * from "./album.js";
export * from "./moments.js";
export * from "./moments-limits.js";
export * from "./mall.js";
export * from "./encounter.js";
export * from "./easemob.js";
export * from "./push.js";
export * from "./console.js";
export * from "./console-ops.js";
export * from "./console-stats.js";
export * from "./console-stats-schema.js";
export * from "./support.js";
