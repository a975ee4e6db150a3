// Everything that talks to the API: loaded when an element with api-base starts, not with the
// first screen (a page without api-base never loads it). See docs/decisions/0141-saves-go-first.md.
import type { Warnings } from '../host/warnings';
import { createApi, type Api } from './endpoints';
import { createHttpClient } from './http-client';
import { createOutbox, outboxStorageKey } from './save-outbox';
import { createSaves, type Saves, type SaveStatus } from './saves';

export interface NetworkDeps {
  apiBase: string;
  clientId: () => string | undefined;
  token: () => string | undefined;
  /** Aborted when the element leaves the page (its saves go on). */
  signal: AbortSignal;
  /** The instance's name on the page: its outbox is `aa:<name>:outbox` in sessionStorage. */
  instanceKey: string;
  storage: () => Storage | undefined;
  onSaved: (status: SaveStatus) => void;
  warnings: Warnings;
}

export interface Network {
  api: Api;
  saves: Saves | undefined;
}

/** The element's client, endpoints and saves; saves left in its outbox go again at once. */
export function createNetwork({
  apiBase,
  clientId,
  token,
  signal,
  instanceKey,
  storage,
  onSaved,
  warnings,
}: NetworkDeps): Network {
  const client = createHttpClient({ apiBase, clientId, token, signal });
  const saves = createSaves({
    client,
    outbox: createOutbox(outboxStorageKey(instanceKey), storage),
    onSettled: onSaved,
    report: warnings.error,
  });
  const api = createApi({
    client,
    hasToken: () => Boolean(token()),
    saves,
    reportError: warnings.error,
    reportWarning: warnings.warn,
  });
  saves.resume();
  return { api, saves };
}
