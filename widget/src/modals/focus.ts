/** Focus helpers that see through shadow roots (document.activeElement is only the host there). */

/** The element that really has the focus, descending into open shadow roots. */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focusable elements inside a container, in document order, skipping hidden ones. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute("hidden") && el.getAttribute("aria-hidden") !== "true",
  );
}

/** True when the event happened inside `node`, also across shadow boundaries. */
export function eventInside(event: Event, node: Node | null): boolean {
  return node !== null && event.composedPath().includes(node);
}
