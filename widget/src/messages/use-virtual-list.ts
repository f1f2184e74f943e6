/**
 * Windowing for the message list: only the rows in view (plus overscan) are rendered; row heights
 * are measured as they render, and the first visible row stays put when rows are added above it
 * (older history) or change height, so the reader never loses their place.
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";

export interface VirtualRow {
  index: number;
  key: string;
  offset: number;
}

export interface VirtualListOptions {
  keys: readonly string[];
  estimate?: number;
  overscan?: number;
  /** Called when the reader nears the top (to load older rows). */
  onNearTop?(): void;
}

// jsdom and hidden panels report 0: assume a phone-sized window so something renders.
const FALLBACK_VIEWPORT = 600;

export function useVirtualList({ keys, estimate = 72, overscan = 400, onNearTop }: VirtualListOptions) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const heights = useRef(new Map<string, number>());
  const [version, setVersion] = useState(0);
  const [view, setView] = useState({ top: 0, height: FALLBACK_VIEWPORT });
  const anchor = useRef<{ key: string; delta: number } | null>(null);
  const atBottom = useRef(true);
  const observer = useRef<ResizeObserver | null>(null);
  const observed = useRef(new Map<Element, string>());

  const offsets = useMemo(() => {
    const list = new Array<number>(keys.length + 1);
    let sum = 0;
    keys.forEach((key, i) => {
      list[i] = sum;
      sum += heights.current.get(key) ?? estimate;
    });
    list[keys.length] = sum;
    return list;
    // `version` changes when a measured height changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keys, estimate, version]);
  const total = offsets[keys.length] ?? 0;

  const readView = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    const height = el.clientHeight || FALLBACK_VIEWPORT;
    setView((prev) => (prev.top === el.scrollTop && prev.height === height ? prev : { top: el.scrollTop, height }));
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
  }, []);

  // Remember which row is first on screen and how far into it we are.
  const rememberAnchor = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    const index = findIndex(offsets, el.scrollTop);
    const key = keys[index];
    anchor.current = key === undefined ? null : { key, delta: (offsets[index] ?? 0) - el.scrollTop };
  }, [offsets, keys]);

  const onScroll = useCallback(() => {
    readView();
    rememberAnchor();
    const el = scrollRef.current;
    if (el && el.scrollTop < 120) onNearTop?.();
  }, [readView, rememberAnchor, onNearTop]);

  // After rows or heights change: follow the bottom if the reader was there, else keep the anchor.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    } else if (anchor.current) {
      const index = keys.indexOf(anchor.current.key);
      if (index >= 0) el.scrollTop = (offsets[index] ?? 0) - anchor.current.delta;
    }
    readView();
  }, [offsets, keys, readView]);

  const refs = useRef(new Map<string, (el: HTMLElement | null) => void>());
  const elements = useRef(new Map<string, HTMLElement>());
  /** A stable ref callback per row key that keeps its element measured while it is rendered. */
  const measure = useCallback((key: string) => {
    let ref = refs.current.get(key);
    if (ref) return ref;
    ref = (el: HTMLElement | null) => {
      if (typeof ResizeObserver === "undefined") return;
      const prev = elements.current.get(key);
      if (prev && prev !== el) {
        observer.current?.unobserve(prev);
        observed.current.delete(prev);
        elements.current.delete(key);
      }
      if (!el || prev === el) return;
      observer.current ??= new ResizeObserver((entries) => {
        let changed = false;
        for (const entry of entries) {
          const rowKey = observed.current.get(entry.target);
          const height = Math.ceil(entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height);
          if (rowKey !== undefined && height > 0 && heights.current.get(rowKey) !== height) {
            heights.current.set(rowKey, height);
            changed = true;
          }
        }
        if (changed) setVersion((v) => v + 1);
      });
      elements.current.set(key, el);
      observed.current.set(el, key);
      observer.current.observe(el);
    };
    refs.current.set(key, ref);
    return ref;
  }, []);

  useLayoutEffect(() => () => observer.current?.disconnect(), []);

  // Following the bottom, the window is the last screenful of the rows as they are now: the first
  // render of a newly opened chat already holds its newest rows (no render of the oldest ones, no
  // scroll event needed before the right rows exist).
  const top = atBottom.current ? Math.max(0, total - view.height) : view.top;
  const first = Math.max(0, findIndex(offsets, top - overscan));
  const rows: VirtualRow[] = [];
  for (let i = first; i < keys.length; i++) {
    const offset = offsets[i] ?? 0;
    if (offset > top + view.height + overscan) break;
    rows.push({ index: i, key: keys[i] ?? String(i), offset });
  }

  const scrollToBottom = useCallback(() => {
    atBottom.current = true;
    const el = scrollRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  return { scrollRef, onScroll, rows, total, measure, scrollToBottom };
}

/** The last index whose offset is at or above `y` (binary search over the prefix sums). */
function findIndex(offsets: readonly number[], y: number): number {
  let lo = 0;
  let hi = Math.max(0, offsets.length - 2);
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((offsets[mid] ?? 0) <= y) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
