/**
 * The new-message tone: two short sine notes made with Web Audio, so no sound file is downloaded.
 * A browser that has not let the page play audio yet (no click on it so far) stays silent.
 */
let context: AudioContext | null = null;

export async function beep(): Promise<void> {
  if (typeof AudioContext === "undefined") return;
  context ??= new AudioContext();
  if (context.state === "suspended") await context.resume().catch(() => undefined);
  if (context.state !== "running") return;
  const start = context.currentTime;
  for (const [i, frequency] of [880, 1320].entries()) {
    const at = start + i * 0.12;
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.15, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.11);
    tone.connect(gain).connect(context.destination);
    tone.start(at);
    tone.stop(at + 0.12);
  }
}
