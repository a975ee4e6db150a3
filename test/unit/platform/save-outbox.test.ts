// Issue 14, finding 2: a save is written to the element's session before it is sent, kept until
// the API acknowledges it, and sent again with the same key.
import { describe, expect, it, vi } from 'vitest';
import { buildScorePayload } from '../../../src/core/audit';
import { createHttpClient } from '../../../src/platform/api/http-client';
import { createOutbox, MAX_OUTBOX_LENGTH } from '../../../src/platform/api/save-outbox';
import { createSaves, type SaveStatus } from '../../../src/platform/api/saves';
import { fakeFetch, header, memoryStorage, storedRecord, type Reply } from './fake-fetch';

/** A save the widget makes: an AUDIT-C early exit with a score of 1. */
const PAYLOAD = buildScorePayload(
  { drinkFrequency: 1, unitsPerTypicalDay: 0, bingeFrequency: 0 },
  { hereFor: 'Myself', age: 30, sex: 1 },
  { brand: 'b' },
);
/** The API's answer when it has stored the save: its record. */
const STORED: Reply = { status: 200, body: storedRecord(PAYLOAD) };

function setup(replies: Reply[], storage = memoryStorage(), inFlight = new Map<string, Promise<SaveStatus>>()) {
  const fake = fakeFetch(...replies);
  const client = createHttpClient({
    apiBase: 'https://api.test',
    clientId: () => undefined,
    token: () => undefined,
    signal: new AbortController().signal,
    sleep: async () => undefined,
    fetch: fake.fetch,
    cspBlocked: async () => false,
    lanes: {},
  });
  const outbox = createOutbox('aa:dc:outbox', () => storage);
  const settled: SaveStatus[] = [];
  const saves = createSaves({ client, outbox, onSettled: (status) => settled.push(status), report: vi.fn(), inFlight });
  return { saves, outbox, storage, calls: fake.calls, settled };
}

const keysOf = (calls: { init: RequestInit }[]) => calls.map((call) => header(call.init, 'Idempotency-Key'));

describe('the save outbox', () => {
  it('holds the save, its fields only, while it is on its way, and drops it once stored', async () => {
    let released = false;
    let release: (response: Response) => void = () => undefined;
    const storage = memoryStorage();
    const outbox = createOutbox('aa:dc:outbox', () => storage);
    const settled: SaveStatus[] = [];
    const held = createSaves({
      client: createHttpClient({
        apiBase: 'https://api.test',
        clientId: () => undefined,
        token: () => 'secret-token',
        signal: new AbortController().signal,
        fetch: (() => new Promise<Response>((resolve) => ((release = resolve), (released = true)))) as unknown as typeof fetch,
        cspBlocked: async () => false,
      }),
      outbox,
      onSettled: (status) => settled.push(status),
      report: vi.fn(),
      inFlight: new Map(),
    });
    const done = held.save(PAYLOAD);
    // Written before anything else happens: the sending code is still loading.
    const [stored] = JSON.parse(storage.getItem('aa:dc:outbox')!);
    expect(Object.keys(stored)).toEqual(['key', 'payload']);
    expect(stored.payload).toEqual(PAYLOAD);
    expect(storage.getItem('aa:dc:outbox')).not.toContain('secret-token');
    await vi.waitFor(() => expect(released).toBe(true));
    release(new Response(JSON.stringify(storedRecord(PAYLOAD))));
    expect(await done).toBe('stored');
    expect(storage.getItem('aa:dc:outbox')).toBeNull();
    expect(settled).toEqual(['stored']);
  });

  it('keeps a save that had no answer, and sends it again with the same key on resume', async () => {
    const storage = memoryStorage();
    const first = setup([{ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 }], storage);
    expect(await first.saves.save(PAYLOAD)).toBe('pending');
    expect(first.outbox.entries()).toHaveLength(1);

    const second = setup([STORED], storage);
    second.saves.resume();
    await vi.waitFor(() => expect(second.settled).toEqual(['stored']));
    expect(keysOf(second.calls)).toEqual([keysOf(first.calls)[0]]);
    expect(second.outbox.entries()).toEqual([]);
  });

  it('drops a save the API refuses for good (400)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = setup([{ status: 400, body: { errors: [] } }]);
    expect(await refused.saves.save(PAYLOAD)).toBe('rejected');
    expect(refused.outbox.entries()).toEqual([]);
  });

  it('never sends one save twice at once: a resume while it is on its way waits for it', async () => {
    const inFlight = new Map<string, Promise<SaveStatus>>();
    const storage = memoryStorage();
    const { saves, calls } = setup([STORED, STORED], storage, inFlight);
    const first = saves.save(PAYLOAD);
    saves.resume();
    saves.resume();
    expect(await first).toBe('stored');
    expect(calls).toHaveLength(1);
  });

  it("reads back only entries it wrote: a key and the save's fields", () => {
    const storage = memoryStorage();
    const entry = { key: '123e4567-e89b-42d3-a456-426614174000', payload: PAYLOAD };
    storage.setItem(
      'aa:dc:outbox',
      JSON.stringify([
        { key: 'not-a-key', payload: PAYLOAD },
        { key: entry.key, payload: 'text' },
        null,
        { ...entry, token: 'x' },
      ]),
    );
    expect(createOutbox('aa:dc:outbox', () => storage).entries()).toEqual([entry]);
    storage.setItem('aa:dc:outbox', '{not json');
    expect(createOutbox('aa:dc:outbox', () => storage).entries()).toEqual([]);
  });

  // Issue 28: the reference API's 'malformed' fault (200, a body that is not JSON) was taken as
  // stored. Issue 37: so were 200 {}, a 200 saying it stored nothing and a 202 "queued", with
  // nothing stored. Only the save's stored record counts, whatever the 2xx; anything else is
  // tried again with the same key (four tries) and then waits in the outbox.
  const record = storedRecord(PAYLOAD, 41);
  it.each([
    ['200, a body that is not JSON', 200, '<html>Sign in to the Wi-Fi</html>'],
    ['200, a JSON array', 200, '[]'],
    ['200, a JSON string', 200, '"OK"'],
    ['200, no body', 200, undefined],
    ['200 {}', 200, {}],
    ['200 saying it stored nothing', 200, { error: 'upstream timeout', stored: false }],
    ['202 queued', 202, { status: 'queued' }],
    ['204, no body', 204, undefined],
    ['200, a record without an id', 200, { ...record, id: undefined }],
    ['200, a record without the time it was made', 200, { ...record, created: 'yesterday' }],
    ["200, another save's record", 200, { ...record, total: PAYLOAD.totalScore + 1 }],
    ['200, a record with a field the save left out', 200, { ...record, guilt: 4 }],
  ])('a %s is not stored: tried four times, then pending', async (_, status, body) => {
    const { saves, outbox, calls, settled } = setup(Array.from({ length: 4 }, () => ({ status, body })));
    expect(await saves.save(PAYLOAD)).toBe('pending');
    expect(calls).toHaveLength(4);
    expect(new Set(keysOf(calls)).size).toBe(1);
    expect(outbox.entries()).toHaveLength(1);
    expect(settled).toEqual(['pending']);
  });

  it.each([
    ['200', 200, record],
    ['201', 201, record],
    ['202', 202, record],
    ['200 with an id that is text', 200, { ...record, id: 'a1b2' }],
  ])('a %s with the stored record is stored', async (_, status, body) => {
    const { saves, outbox, calls } = setup([{ status, body }]);
    expect(await saves.save(PAYLOAD)).toBe('stored');
    expect(calls).toHaveLength(1);
    expect(outbox.entries()).toEqual([]);
  });

  it('stores a save whose answer comes with the record on a later try', async () => {
    const { saves, outbox, calls } = setup([
      { status: 202, body: { status: 'queued' } },
      { status: 200, body: record },
    ]);
    expect(await saves.save(PAYLOAD)).toBe('stored');
    expect(calls).toHaveLength(2);
    expect(outbox.entries()).toEqual([]);
  });

  // Issue 28: any object counted as a save, and 2,000 planted entries became 2,046 requests.
  it.each([
    ['an empty object', {}],
    ['an age under 18', { ...PAYLOAD, age: 11 }],
    ['a level its score cannot have', { ...PAYLOAD, riskLevel: 'PossibleDependence' }],
    ['a field the widget never sends', { ...PAYLOAD, admin: true }],
  ])('drops a planted entry with %s', (_, payload) => {
    const storage = memoryStorage();
    storage.setItem('aa:dc:outbox', JSON.stringify([{ key: '123e4567-e89b-42d3-a456-426614174000', payload }]));
    expect(createOutbox('aa:dc:outbox', () => storage).entries()).toEqual([]);
  });

  it('reads at most ten entries, the newest, each key once, and sends only those', async () => {
    const storage = memoryStorage();
    const key = (n: number) => `123e4567-e89b-42d3-a456-${String(n).padStart(12, '0')}`;
    const planted = Array.from({ length: 100 }, (_, n) => ({ key: key(n), payload: PAYLOAD }));
    storage.setItem('aa:dc:outbox', JSON.stringify([...planted, planted[99]]));
    const { saves, calls, outbox } = setup(
      Array.from({ length: 10 }, () => STORED),
      storage,
    );
    expect(outbox.entries().map((entry) => entry.key)).toEqual(planted.slice(-10).map((entry) => entry.key));
    saves.resume();
    await vi.waitFor(() => expect(outbox.entries()).toEqual([]));
    expect(calls).toHaveLength(10);
  });

  // Issue 37: 2,000 planted entries were parsed and each checked; more than the outbox writes is not parsed.
  it('reads nothing, without parsing it, from an outbox longer than ten saves can be', async () => {
    const storage = memoryStorage();
    const key = (n: number) => `123e4567-e89b-42d3-a456-${String(n).padStart(12, '0')}`;
    storage.setItem('aa:dc:outbox', JSON.stringify(Array.from({ length: 2000 }, (_, n) => ({ key: key(n), payload: PAYLOAD }))));
    expect(storage.getItem('aa:dc:outbox')!.length).toBeGreaterThan(MAX_OUTBOX_LENGTH);
    const parse = vi.spyOn(JSON, 'parse');
    const { saves, calls, outbox } = setup([], storage);
    expect(outbox.entries()).toEqual([]);
    saves.resume();
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
    expect(calls).toHaveLength(0);
  });

  it('still sends the save when storage is blocked', async () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const { saves, calls } = setup([STORED], blocked);
    expect(await saves.save(PAYLOAD)).toBe('stored');
    expect(calls).toHaveLength(1);
  });
});
