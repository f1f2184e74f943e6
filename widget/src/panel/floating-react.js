/**
 * What `react` and `react-dom` are for floating-ui in the widget's library build (vite.lib.config.ts):
 * the parts of preact/compat it uses, by name. floating-ui spreads the whole module (`{ ...React }`):
 * through this module that object is built in floating-ui's own on-demand chunk, and holds only
 * these, so the rest of preact/compat stays out of the open panel's chunk.
 */
export {
  cloneElement,
  createContext,
  createPortal,
  flushSync,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useId,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "preact/compat";
