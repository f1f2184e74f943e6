/**
 * Brings the element of a link's `#id` into view once the page has drawn it: a route's code and data
 * load after the address changes, so the browser's own jump finds nothing. Gives up after `giveUpMs`
 * (a page without that part). Returns the function that stops waiting.
 */
export function scrollToAnchor(root: HTMLElement, id: string, giveUpMs = 10_000): () => void {
  const found = () => {
    const target = root.ownerDocument.getElementById(id);
    target?.scrollIntoView({ block: "start" });
    return Boolean(target);
  };
  if (found()) return () => {};
  const observer = new MutationObserver(() => {
    if (found()) stop();
  });
  const timer = setTimeout(() => stop(), giveUpMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}
