/** A recording's length or position as a clock: "0:05", "1:00" (whole seconds, rounded down). */
export function clockOf(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
