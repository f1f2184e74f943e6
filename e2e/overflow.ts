import type { Page } from "playwright-core";

/**
 * What sticks out sideways on the page as it is now: the document wider than the viewport, or an
 * element (not fixed, not inside a scroller of its own) reaching past either edge. Empty when nothing
 * does; otherwise one line per offender (at most `limit`), for a readable failure.
 */
export async function horizontalOverflow(page: Page, limit = 5): Promise<string[]> {
  return page.evaluate((max) => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`document is ${document.documentElement.scrollWidth} px wide in ${width} px`);
    const clipped = (el: Element): boolean => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.position === "fixed" || /auto|scroll|hidden|clip/.test(style.overflowX)) return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll("*")) {
      if (found.length >= max) break;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || (box.right <= width + 1 && box.left >= -1)) continue;
      if (getComputedStyle(el).position === "fixed" || clipped(el)) continue;
      const name = `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? `.${el.className.trim().split(/\s+/)[0]}` : ""}`;
      found.push(`${name} spans ${Math.round(box.left)}..${Math.round(box.right)} px in ${width} px`);
    }
    return found;
  }, limit);
}

/**
 * The elements inside the chat panel's `selector` that reach past its left or right edge: the panel
 * clips them, so `horizontalOverflow` (the page) never sees them. One line per offender.
 */
export const outsideOf = (page: Page, selector: string) =>
  page.locator(`chat-panel ${selector}`).evaluate((box) => {
    const { left, right } = box.getBoundingClientRect();
    return [...box.querySelectorAll("*")].flatMap((el) => {
      const b = el.getBoundingClientRect();
      return b.width > 0 && (b.left < left - 1 || b.right > right + 1) ? [`${el.tagName.toLowerCase()}.${el.classList[0] ?? ""} spans ${Math.round(b.left)}..${Math.round(b.right)} px in ${Math.round(left)}..${Math.round(right)}`] : [];
    });
  });
