/**
 * What `react` and `react-dom` are for react-draggable in the widget's library build
 * (vite.lib.config.ts): the parts of preact/compat it uses. Its `import ReactDOM from "react-dom"`
 * would otherwise take preact/compat's default object, which names every export and so keeps all
 * of them in the open panel's chunk. `findDOMNode` is its fallback without a `nodeRef` (we pass one).
 */
import { findDOMNode } from "preact/compat";

export { Children, cloneElement, Component, createElement, useRef } from "preact/compat";
export default { findDOMNode };
