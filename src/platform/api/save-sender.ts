// The sending of saves, loaded with the first save (or at start when the outbox holds one), not
// with the first screen: the calculator never saves, the Drinking Check only at its end.
import type { HttpClient } from './http-client';
import { HttpError } from './http-error';
import type { Outbox, OutboxEntry } from './save-outbox';
import type { SaveStatus } from './saves';

export interface SenderDeps {
  client: HttpClient;
  outbox: Outbox;
  /** Told of each save's end (the element's `save` event). */
  onSettled(status: SaveStatus): void;
  /** Logs a failure (once per kind per element). */
  report(kind: string, message: string): void;
  /** Page-wide saves on their way, by key (tests give their own). */
  inFlight?: Map<string, Promise<SaveStatus>>;
}

const IN_FLIGHT = Symbol.for('alcohol-awareness.saves-in-flight');
type InFlightHolder = { [IN_FLIGHT]?: Map<string, Promise<SaveStatus>> };

/** Page-wide, so that a re-added element or a second copy of the script never sends a save twice at once. */
function pageInFlight(): Map<string, Promise<SaveStatus>> {
  const holder = globalThis as InFlightHolder;
  return (holder[IN_FLIGHT] ??= new Map());
}

function statusOf(error: unknown): SaveStatus {
  if (!(error instanceof HttpError)) return 'pending';
  if (error.kind === 'csp') return 'rejected';
  const status = error.status;
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429 ? 'rejected' : 'pending';
}

/** Sends an outbox entry (or joins it when it is on its way already) and says how it ended. */
export function createSender({ client, outbox, onSettled, report, inFlight = pageInFlight() }: SenderDeps): (entry: OutboxEntry) => Promise<SaveStatus> {
  return (entry) => {
    const running = inFlight.get(entry.key);
    if (running) return running;
    const sending = client
      .request('tools', '/selfassessment', { method: 'POST', body: entry.payload, withClientId: true, idempotencyKey: entry.key, priority: 'save' })
      .then(
        (): SaveStatus => 'stored',
        (error: unknown) => {
          const status = statusOf(error);
          const reason = error instanceof HttpError ? error.message : 'unexpected failure';
          report(`save-${status}`, `An error has occurred in saveScore: ${reason}; ${status === 'pending' ? 'it will be sent again' : 'it is not sent again'}.`);
          return status;
        },
      )
      .then((status) => {
        if (status !== 'pending') outbox.remove(entry.key);
        inFlight.delete(entry.key);
        onSettled(status);
        return status;
      });
    inFlight.set(entry.key, sending);
    return sending;
  };
}
