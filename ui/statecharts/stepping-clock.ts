// The gallery's simulated clock. XState's SimulatedClock `increment` jumps to the end before it
// fires what is due, so a timer set while it fires (the toast's 100 ms tick chain) would start from the
// end and fire once per call. This clock fires each timer at its own due time, as a browser would
// (the same clock specs/toast-queue.spec.ts uses).
import { SimulatedClock } from 'xstate';

export class SteppingClock extends SimulatedClock {
  private readonly due = new Map<number, number>();

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id: number = super.setTimeout(() => {
      this.due.delete(id);
      fn();
    }, timeout);
    this.due.set(id, this.now() + timeout);
    return id;
  }

  override clearTimeout(id: number): void {
    this.due.delete(id);
    super.clearTimeout(id);
  }

  /** The time the next timer is due, if any. */
  nextDue(): number | null {
    return this.due.size === 0 ? null : Math.min(...this.due.values());
  }

  override increment(ms: number): void {
    const end = this.now() + ms;
    for (let next = this.nextDue(); next !== null && next <= end; next = this.nextDue()) this.set(Math.max(next, this.now()));
    this.set(end);
  }
}
