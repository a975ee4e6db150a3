import { HttpError } from './http-error';

/**
 * Copy, drinks, article and usage calls may use at most this many of the browser's six
 * connections to one API host, page-wide: the rest stay free for saves, whatever the other
 * calls do (docs/decisions/0141-saves-go-first.md).
 */
export const BACKGROUND_LANES_PER_ORIGIN = 2;

export interface Lane {
  /** Runs the task when a place is free; rejects with 'aborted' if the signal fires while it waits. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
}

const LANES = Symbol.for('alcohol-awareness.background-lanes');
type LaneHolder = { [LANES]?: Map<string, Lane> };

function createLane(places: number): Lane {
  let busy = 0;
  let wake: (() => void)[] = [];
  return {
    async run(task, signal) {
      // Woken when a place frees; every waiter checks again (a waiter that gave up wakes no one late).
      while (busy >= places) {
        await new Promise<void>((resolve, reject) => {
          if (signal?.aborted) reject(new HttpError('aborted', 'aborted'));
          wake.push(resolve);
          signal?.addEventListener('abort', () => reject(new HttpError('aborted', 'aborted')), { once: true });
        });
      }
      busy += 1;
      try {
        return await task();
      } finally {
        busy -= 1;
        const waiting = wake;
        wake = [];
        waiting.forEach((resolve) => resolve());
      }
    },
  };
}

/** The lane of one API origin, shared by every widget on the page (kept on window, so two copies of a script share it too). */
export function backgroundLane(origin: string, holder: object = globalThis): Lane {
  const lanes = ((holder as LaneHolder)[LANES] ??= new Map());
  let lane = lanes.get(origin);
  if (!lane) lanes.set(origin, (lane = createLane(BACKGROUND_LANES_PER_ORIGIN)));
  return lane;
}
