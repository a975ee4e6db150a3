/**
 * SPEC section 9's token timings (docs/decisions/0144-token-lifecycle.md): from 2 minutes before
 * a token expires the widget asks for a new one, again every 3 s until one comes; in its last
 * second the token counts as expired: it is no longer sent and the person shows signed out.
 */
export const REFRESH_WINDOW_MS = 2 * 60 * 1000;
export const REFRESH_RETRY_MS = 3000;
export const FORCED_REFRESH_MS = 1000;

/** setTimeout fires at once for delays past about 24.8 days; longer waits are chained. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface TokenClockDeps {
  now: () => number;
  /** Stops every timer when the element leaves the page. */
  signal: AbortSignal;
  /** Ask for a new token (called at the start of the window, then every 3 s). */
  refresh: () => void;
  /** The token's last second has come. */
  expire: () => void;
}

export interface TokenClock {
  /** A token was accepted: follow its expiry (undefined: it does not expire). */
  follow(expiresAt: number | undefined): void;
  stop(): void;
  expiresAt(): number | undefined;
  /** Whether a token with this expiry counts as expired now. */
  expired(expiresAt: number | undefined): boolean;
}

export function createTokenClock({ now, signal, refresh, expire }: TokenClockDeps): TokenClock {
  let expiresAt: number | undefined;
  let timers: ReturnType<typeof setTimeout>[] = [];

  const at = (time: number, run: () => void) => {
    const wait = time - now();
    timers.push(setTimeout(() => (wait > MAX_TIMER_MS ? at(time, run) : run()), Math.min(Math.max(wait, 0), MAX_TIMER_MS)));
  };
  const askFrom = (time: number) =>
    at(time, () => {
      refresh();
      askFrom(now() + REFRESH_RETRY_MS);
    });
  const stop = () => {
    timers.forEach((timer) => clearTimeout(timer));
    timers = [];
    expiresAt = undefined;
  };
  signal.addEventListener('abort', stop, { once: true });

  return {
    follow(next) {
      // The same token again (an app answering every request with it): the schedule stands.
      if (next !== undefined && next === expiresAt && timers.length > 0) return;
      stop();
      if (next === undefined || signal.aborted) return;
      expiresAt = next;
      askFrom(next - REFRESH_WINDOW_MS);
      at(next - FORCED_REFRESH_MS, () => {
        stop();
        expire();
      });
    },
    stop,
    expiresAt: () => expiresAt,
    expired: (time) => time !== undefined && time - FORCED_REFRESH_MS <= now(),
  };
}
