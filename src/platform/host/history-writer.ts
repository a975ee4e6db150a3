/**
 * Writes a widget's route into the page's history without ever throwing. WebKit throws a
 * SecurityError after 100 history calls in 10 seconds (Chromium and Firefox throttle too), and the
 * host page's own calls count against the same allowance. A write that would pass the allowance, or
 * that the browser refuses, is held and made later as one replaceState of the latest address: the
 * widget's route never waits for the URL (docs/decisions/0209-history-writes-within-the-browsers-limit.md).
 */
export const HISTORY_LIMIT = { calls: 80, windowMs: 10_000, retryMs: 1_000 } as const;

export interface HistoryWriter {
  write: (href: string, replace: boolean) => void;
  /** Drops a held write (the element went away). */
  cancel: () => void;
}

export function createHistoryWriter(win: Window, limit = HISTORY_LIMIT): HistoryWriter {
  const recent: number[] = [];
  let held: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const withinAllowance = () => {
    const now = Date.now();
    while (recent.length && now - recent[0]! >= limit.windowMs) recent.shift();
    return recent.length < limit.calls;
  };

  const tryWrite = (href: string, replace: boolean): boolean => {
    if (!withinAllowance()) return false;
    try {
      win.history[replace ? 'replaceState' : 'pushState'](win.history.state, '', href);
      recent.push(Date.now());
      return true;
    } catch {
      return false;
    }
  };

  const hold = (href: string) => {
    held = href;
    if (timer !== undefined) return;
    const wait = recent.length ? Math.max(limit.retryMs, limit.windowMs - (Date.now() - recent[0]!)) : limit.retryMs;
    timer = setTimeout(() => {
      timer = undefined;
      const href = held!;
      held = undefined;
      if (href !== win.location.href && !tryWrite(href, true)) hold(href);
    }, wait);
  };

  return {
    write(href, replace) {
      if (held !== undefined || !tryWrite(href, replace)) hold(href);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      held = undefined;
    },
  };
}
