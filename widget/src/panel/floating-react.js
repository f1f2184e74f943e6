/**
 * What `react` is for floating-ui in the widget's library build (vite.lib.config.ts): preact/compat,
 * re-exported. floating-ui spreads the whole module (`{ ...React }`), which needs a namespace object
 * of preact/compat's ~60 exports; through this module that object is built in floating-ui's own
 * on-demand chunk instead of the open panel's chunk (about 0.2 KB brotli less when the panel opens).
 */
export * from "preact/compat";
export { default } from "preact/compat";
