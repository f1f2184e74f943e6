// What `@chat/server` resolves to in the browser packages' tsconfigs (`paths`): browser code never
// imports the server, and without this an import would type-check, because the server's
// dependencies bring Node's types with them. No project includes this file; importing the server
// from browser code pulls it in and fails the typecheck here, with this name in the error.
export const browserCodeMayNotImportTheServer: never = "see docs/architecture.md: who may import whom";
