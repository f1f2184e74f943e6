/**
 * `@chat/widget`: importing it registers `<chat-panel>`. The host app and partner bundles use only
 * the element and these public types (see element/types.ts and docs/embedding.md).
 */
export * from "./element.js";
