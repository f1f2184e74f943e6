/**
 * Where the floating panel sits and how big it is, remembered per site in localStorage under
 * `chat-panel:frame:<origin>`, and the rule that keeps its header reachable on screen.
 */

/** The panel's offset from its CSS place (a translate) and, once the user resized it, its size. */
export interface FrameGeometry {
  x: number;
  y: number;
  width?: number;
  height?: number;
}

/** The height of the header that must stay on screen so the panel can always be dragged back. */
export const HEADER_KEEP = 48;

/** localStorage is already per origin; the origin in the key keeps it explicit and readable. */
export function frameStorageKey(origin: string = globalThis.location.origin): string {
  return `chat-panel:frame:${origin}`;
}

/** The remembered geometry, or the default place when there is none or it is unreadable. */
export function readFrame(storage: Pick<Storage, "getItem"> | undefined): FrameGeometry {
  try {
    const value = JSON.parse(storage?.getItem(frameStorageKey()) ?? "null") as Partial<Record<keyof FrameGeometry, unknown>> | null;
    if (value && typeof value.x === "number" && typeof value.y === "number") {
      const geometry: FrameGeometry = { x: value.x, y: value.y };
      if (typeof value.width === "number" && typeof value.height === "number") {
        geometry.width = value.width;
        geometry.height = value.height;
      }
      return geometry;
    }
  } catch {
    // Blocked or broken storage: start at the default place.
  }
  return { x: 0, y: 0 };
}

/** Remembers the geometry; a page that blocks storage just does not get it back. */
export function writeFrame(storage: Pick<Storage, "setItem"> | undefined, geometry: FrameGeometry): void {
  try {
    storage?.setItem(frameStorageKey(), JSON.stringify(geometry));
  } catch {
    // Not remembering the place is fine.
  }
}

/** The page's localStorage, or nothing where merely reading the property throws (sandboxed frames). */
export function pageStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Corrects a wanted offset so the panel stays inside the viewport horizontally and its header stays
 * inside it vertically. `rect` is the panel's box at offset `current`.
 */
export function keepOnScreen(
  wanted: { x: number; y: number },
  current: { x: number; y: number },
  rect: { left: number; top: number; width: number },
  viewport: { width: number; height: number },
): { x: number; y: number } {
  let { x, y } = wanted;
  const left = rect.left + x - current.x;
  const top = rect.top + y - current.y;
  if (left + rect.width > viewport.width) x -= left + rect.width - viewport.width;
  if (left < 0) x -= left;
  if (top + HEADER_KEEP > viewport.height) y -= top + HEADER_KEEP - viewport.height;
  if (top < 0) y -= top;
  return { x, y };
}
