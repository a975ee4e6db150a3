import type { ScorePayload } from '../../core/audit';
import type { SaveDetail } from '../host/events';
import type { HttpClient } from './http-client';
import { HttpError } from './http-error';
import type { Outbox, OutboxEntry } from './save-outbox';
import { isStoredRecordOf } from './stored-record';

/** How a save ended (see SaveDetail): stored, pending in the outbox, or rejected for good. */
export type SaveStatus = SaveDetail['status'];

export interface Saves {
  /** Writes the save to the outbox, then sends it. Never rejects. */
  save(payload: ScorePayload): Promise<SaveStatus>;
  /** Sends every save the outbox holds that is not already on its way. */
  resume(): void;
  /** The page is going (pagehide): hands every save not yet acknowledged to the browser to finish. */
  handOver(): void;
}

export interface SavesDeps {
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

/** An element's saves, through its outbox (docs/decisions/0142-save-outbox.md). */
export function createSaves({ client, outbox, onSettled, report, inFlight = pageInFlight() }: SavesDeps): Saves {
  /** Sends an outbox entry (or joins it when it is on its way already) and says how it ended. */
  const send = (entry: OutboxEntry): Promise<SaveStatus> => {
    const running = inFlight.get(entry.key);
    if (running) return running;
    const sending = client
      .request('tools', '/selfassessment', {
        method: 'POST',
        body: entry.payload,
        withClientId: true,
        idempotencyKey: entry.key,
        priority: 'save',
        // Stored only when the answer is this save's stored record; anything else is tried again,
        // then waits in the outbox (docs/decisions/0290-stored-means-the-stored-record.md).
        acknowledges: (answer) => isStoredRecordOf(entry.payload, answer),
      })
      .then(
        (): SaveStatus => 'stored',
        (error: unknown) => {
          const status = statusOf(error);
          const reason = error instanceof HttpError ? error.message : 'unexpected failure';
          report(
            `save-${status}`,
            `An error has occurred in saveScore: ${reason}; ${status === 'pending' ? 'it will be sent again' : 'it is not sent again'}.`,
          );
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

  return {
    save: (payload) => send(outbox.add(payload)),
    resume() {
      for (const entry of outbox.entries()) void send(entry);
    },
    handOver() {
      for (const { key, payload } of outbox.entries()) {
        void client.request('tools', '/selfassessment', {
          method: 'POST',
          body: payload,
          withClientId: true,
          idempotencyKey: key,
          priority: 'save',
          keepalive: true,
        });
      }
    },
  };
}
