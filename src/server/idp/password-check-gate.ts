/**
 * Bounds the password checks running at once (each scrypt check holds 32 MB and a thread-pool
 * thread for ~50 ms): at most `parallel` run, the rest wait in line; one client address may have
 * at most `perAddress` checks admitted (running or waiting), the server `parallel + queued`. A request
 * over either bound is refused at once instead of piling up.
 */
export class PasswordCheckGate {
  private running = 0;
  /** Checks admitted (waiting out a slow-down, in line or running). */
  private total = 0;
  private readonly line: (() => void)[] = [];
  private readonly admitted = new Map<string, number>();

  constructor(private readonly limits: { parallel: number; queued: number; perAddress: number } = { parallel: 2, queued: 32, perAddress: 8 }) {}

  /** `task`'s result, after `delayMs` and a free slot; `busy` when the client or the server has too many in line. */
  async run<T>(address: string, task: () => Promise<T>, delayMs = 0): Promise<T | 'busy'> {
    const mine = this.admitted.get(address) ?? 0;
    if (mine >= this.limits.perAddress || this.total >= this.limits.parallel + this.limits.queued) return 'busy';
    this.admitted.set(address, mine + 1);
    this.total++;
    try {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      await this.acquire();
      try {
        return await task();
      } finally {
        this.release();
      }
    } finally {
      this.total--;
      const left = (this.admitted.get(address) ?? 1) - 1;
      if (left > 0) this.admitted.set(address, left);
      else this.admitted.delete(address);
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.limits.parallel) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.line.push(resolve));
  }

  /** Hands the slot straight to the next in line, or frees it. */
  private release(): void {
    const next = this.line.shift();
    if (next) next();
    else this.running--;
  }
}
