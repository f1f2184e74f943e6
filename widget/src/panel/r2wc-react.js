/**
 * What `react` is for @r2wc/react-to-web-component in the widget's library build
 * (vite.lib.config.ts): its `import React from "react"` wants only `createElement`. preact/compat's
 * own default object names every export, which would keep all of them in the open panel's chunk.
 */
import { createElement } from "preact/compat";

export default { createElement };
