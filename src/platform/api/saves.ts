import type { ScorePayload } from '../../core/audit';
import type { SaveDetail } from '../host/events';
import type { SenderDeps } from './save-sender';

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

/**
 * An element's saves (docs/decisions/0142-save-outbox.md). Each is written to the outbox at once,
 * before anything else happens; the code that sends it loads on demand.
 */
export function createSaves(deps: SenderDeps): Saves {
  const { client, outbox } = deps;
  let sender: Promise<(entry: ReturnType<typeof outbox.add>) => Promise<SaveStatus>> | undefined;
  const sending = () => (sender ??= import('./save-sender').then((module) => module.createSender(deps)));

  return {
    // Should the sending code fail to load, the save stays in the outbox for the next start.
    save: (payload) => {
      const entry = outbox.add(payload);
      return sending().then((send) => send(entry), (): SaveStatus => 'pending');
    },
    resume() {
      const entries = outbox.entries();
      if (entries.length > 0) void sending().then((send) => entries.forEach((entry) => void send(entry)), () => undefined);
    },
    handOver() {
      for (const { key, payload } of outbox.entries()) {
        void client.request('tools', '/selfassessment', { method: 'POST', body: payload, withClientId: true, idempotencyKey: key, priority: 'save', keepalive: true });
      }
    },
  };
}
