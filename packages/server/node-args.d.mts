// Types of node-args.mjs, for the TypeScript that spawns server processes.
export declare const SERVER_NODE_ARGS: string[];
