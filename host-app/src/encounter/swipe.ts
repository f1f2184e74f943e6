/**
 * The card's swipe: a horizontal drag past a threshold throws the card, a short press without
 * movement is a tap (the photo's halves step through the photos), anything else springs back.
 *
 * Direction: a throw toward the inline end says hi, toward the inline start passes, the way the
 * buttons sit under the card ("Next" at the start, "Say hi" at the end). In a left-to-right page
 * that is right = Say hi, left = pass, as people expect from dating apps; in Arabic (right-to-left)
 * the buttons are mirrored and so is the gesture: the card is always thrown toward the button that
 * means the same, so the swipe and the buttons never contradict each other.
 */
export type SwipeOutcome = "hi" | "pass" | "tap" | "none";

/** A throw needs this share of the card's width, or this many pixels on a narrow card. */
const THROW_SHARE = 0.3;
const THROW_MIN_PX = 80;
/** Moves shorter than this are a tap. */
const TAP_PX = 8;

export function swipeOutcome(dx: number, dy: number, width: number, dir: "ltr" | "rtl"): SwipeOutcome {
  if (Math.abs(dx) < TAP_PX && Math.abs(dy) < TAP_PX) return "tap";
  // Mostly vertical: the user was scrolling the page.
  if (Math.abs(dy) > Math.abs(dx)) return "none";
  if (Math.abs(dx) < Math.max(THROW_MIN_PX, width * THROW_SHARE)) return "none";
  const towardEnd = dir === "rtl" ? dx < 0 : dx > 0;
  return towardEnd ? "hi" : "pass";
}

/** While dragging: which way the card leans, for the hint on it ("hi" or "pass" once past a third of the throw). */
export function leaning(dx: number, width: number, dir: "ltr" | "rtl"): "hi" | "pass" | null {
  if (Math.abs(dx) < Math.max(THROW_MIN_PX, width * THROW_SHARE) / 3) return null;
  return (dir === "rtl" ? dx < 0 : dx > 0) ? "hi" : "pass";
}
