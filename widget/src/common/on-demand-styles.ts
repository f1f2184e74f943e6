/**
 * The CSS of the parts that load on demand (modals/on-demand.tsx), shared by every open panel on the
 * page: a part adopts its sheets when its module loads (before it renders), and a panel opened later
 * adopts what the parts brought until then (panel/panel-styles.ts).
 */
import { adoptStyles } from "../element/styles.js";

/** The shadow roots of the open panels on the page, and the CSS that on-demand parts brought since. */
const roots = new Set<WeakRef<ShadowRoot>>();
const onDemand: (readonly string[])[] = [];

/** An open panel's shadow root: it gets the on-demand parts' CSS, now and as they load. */
export function adoptOnDemandStylesInto(root: ShadowRoot): void {
  for (const sources of onDemand) adoptStyles(root, sources);
  roots.add(new WeakRef(root));
}

/** The CSS of a part that loads on demand, adopted by every open panel on the page and by panels opened later. */
export function adoptOnDemandStyles(sources: readonly string[]): void {
  onDemand.push(sources);
  for (const ref of roots) {
    const root = ref.deref();
    if (root) adoptStyles(root, sources);
    else roots.delete(ref);
  }
}
