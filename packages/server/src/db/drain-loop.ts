/**
 * The worker loop of an outbox table (the Easemob bridge, Web Push): `kick` after a commit drains
 * at once, a timer drains every `pollMs` for what other processes wrote or what waits for a retry;
 * one drain at a time, and a kick during a drain runs one more after it. `stop` waits for the drain
 * in flight.
 */
export class DrainLoop {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  /** True once stopped: a drain in progress checks it between rows. */
  stopped = false;

  constructor(
    private readonly drain: () => Promise<unknown>,
    private readonly pollMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(() => undefined)
      .catch(this.onError)
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  start(): void {
    this.stopped = false;
    this.timer ??= setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    this.again = false;
    await this.running;
  }
}
