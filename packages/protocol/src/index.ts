export * from "./account.js";
export * from "./constants.js";
export * from "./envelope.js";
export * from "./locales.js";
export * from "./messages.js";
export * from "./system.js";
export * from "./user.js";
