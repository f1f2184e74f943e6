export * from "./file-store.js";
export * from "./process-upload.js";
export * from "./sniff.js";
export * from "./square.js";
export * from "./fitted.js";
export * from "./card-size.js";
