// The environment's context lives in common/env-context.tsx, where every folder imports it from;
// the stories (stories/, outside the app) still import it from here.
export { EnvProvider, useEnv } from "../common/env-context.js";
