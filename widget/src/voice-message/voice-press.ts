/** One press of "Record voice message", as the recorder reads it once it has loaded. */
export interface VoicePress {
  /** Set when the press ended: how long it was held (0 for the keyboard or a cancelled pointer). */
  heldMs?: number;
  /** Told when the press ends (after the recorder loaded). */
  onRelease?: (heldMs: number) => void;
}
