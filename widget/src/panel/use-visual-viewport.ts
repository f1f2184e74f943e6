import { useEffect, type RefObject } from "react";

/**
 * While the panel fills the screen (full screen, or a phone's narrow layout), it fills the visual
 * viewport, not the layout one: a phone's on-screen keyboard shrinks only the visual viewport, and a
 * panel fixed to the layout viewport would have its composer under the keyboard. The size and place
 * go to CSS as `--chat-vv-height` and `--chat-vv-top` (panel.css).
 */
export function useVisualViewport(ref: RefObject<HTMLElement | null>, on: boolean): void {
  useEffect(() => {
    const viewport = globalThis.visualViewport;
    const style = ref.current?.style;
    if (!on || !viewport || !style) return;
    const fit = () => {
      style.setProperty("--chat-vv-height", `${viewport.height}px`);
      style.setProperty("--chat-vv-top", `${viewport.offsetTop}px`);
    };
    fit();
    viewport.addEventListener("resize", fit);
    viewport.addEventListener("scroll", fit);
    return () => {
      viewport.removeEventListener("resize", fit);
      viewport.removeEventListener("scroll", fit);
      style.removeProperty("--chat-vv-height");
      style.removeProperty("--chat-vv-top");
    };
  }, [ref, on]);
}
