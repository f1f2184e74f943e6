/** The login form's checks (the protocol's request schema, zod): a chunk of their own, loaded on demand. */
export { validateLogin } from "@chat/client";
