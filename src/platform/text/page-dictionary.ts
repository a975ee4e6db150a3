import type { FetchDictionary } from './dictionary';

/** The keys asked for on this page, by API address, with their answers to come. */
const asked = new Map<string, Map<string, Promise<string | undefined>>>();

/**
 * One dictionary for the page: each key is asked for once, however many widgets ask, and a widget
 * asking for a key another has asked for waits for that answer. A call that fails forgets its
 * keys, so that a later ask tries them again (docs/decisions/0190-retry-delays-and-dictionary-parts.md).
 */
export function pageDictionary(apiBase: string, fetchDictionary: FetchDictionary): FetchDictionary {
  let known = asked.get(apiBase);
  if (!known) asked.set(apiBase, (known = new Map()));
  const answers = known;
  return async (keys) => {
    const fresh = keys.filter((key) => !answers.has(key));
    if (fresh.length > 0) {
      const call = fetchDictionary(fresh).catch(() => undefined);
      for (const key of fresh)
        answers.set(
          key,
          call.then((values) => values?.[key]),
        );
      void call.then((values) => {
        if (!values) fresh.forEach((key) => answers.delete(key));
      });
    }
    const values = await Promise.all(keys.map((key) => answers.get(key)));
    return Object.fromEntries(keys.flatMap((key, i) => (values[i] === undefined ? [] : [[key, values[i]!]])));
  };
}
