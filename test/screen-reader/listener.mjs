// A person at the keyboard with Orca: each step presses keys (xdotool, into the focused window)
// and waits until the phrases the step expects are heard, then until Orca is quiet. What a step
// heard is checked the same way every time: something was said, no control was said without a
// name, and nothing was said twice. SCREEN_READER_VERBOSE=1 prints every step's speech.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const VERBOSE = Boolean(process.env.SCREEN_READER_VERBOSE);

/** What Orca says after a name for a control's role: said alone, the control has no name. */
const ROLES =
  /^(push button|toggle button|entry|password text|radio button|check box|link|combo box|menu button|slider|spin button|tab|page tab)\b/i;
/** Role and state words Orca puts after a name; what is left is what was said. */
const AFTER_NAME =
  /\s*\b(heading level \d|panel|push button|entry|radio button|check box|link|list with \d+ items?|clickable|invalid entry|required|(not )?selected|grayed|collapsed|expanded)\b.*$/i;

const said = (utterances) => utterances.map((u) => u.text).join(' | ');
const coreOf = (text) =>
  text
    .replace(AFTER_NAME, '')
    .replace(/[.\s]+$/, '')
    .toLowerCase();

/** Checks one step's speech; `allowSilence` for keys that only type. */
export function checkStep(name, utterances, { allowSilence = false, allowRepeat = [] } = {}) {
  if (!allowSilence) assert.ok(utterances.length > 0, `${name}: nothing was said`);
  for (const { text } of utterances)
    assert.doesNotMatch(text, ROLES, `${name}: a control without a name: "${text}" (heard: ${said(utterances)})`);
  const seen = new Set();
  for (const { text } of utterances) {
    const core = coreOf(text);
    if (core.split(/\s+/).length < 3 || allowRepeat.some((pattern) => pattern.test(text))) continue;
    assert.ok(!seen.has(core), `${name}: said twice: "${core}" (heard: ${said(utterances)})`);
    seen.add(core);
  }
}

export function listener(desktop, { timeout = 20000 } = {}) {
  const { transcript, env } = desktop;
  const xdotool = (...args) => run('xdotool', args, { env });
  let steps = 0;

  /** Does `action`, then waits until every pattern is heard in what follows; returns what was said. */
  async function step(name, action, expected, options) {
    steps += 1;
    name = `${name} (step ${steps})`;
    await transcript.settle();
    const from = transcript.mark();
    await action();
    const patterns = [expected].flat();
    const heardAll = (utterances) => patterns.every((pattern) => pattern.test(said(utterances)));
    try {
      await transcript.until((utterances) => heardAll(utterances) && (utterances.length > 0 || options.allowSilence), {
        from,
        what: `${name} to say ${patterns.join(' and ') || 'something'}`,
        timeout: options.timeout ?? timeout,
      });
    } catch (error) {
      error.message += `\nFocus is on: ${await desktop.whereIsFocus()}\n${transcript.tail()}`;
      throw error;
    }
    await transcript.settle();
    const heard = transcript.since(from);
    if (VERBOSE) console.log(`  ${name}: ${said(heard)}`);
    checkStep(name, heard, options);
    return heard;
  }

  /** Presses keys (xdotool names: 'Tab', 'shift+Tab', 'Insert+a'; several, space-separated). */
  const press = (keys, expected = [], options = {}) =>
    step(keys, () => xdotool('key', '--delay', '60', ...keys.split(' ')), expected, options);

  /**
   * Types into the focused field. Orca's key echo is off, so only what the page says in return
   * is heard (a total announced): with nothing expected, the step may be silent.
   */
  const type = (text, expected = [], options = {}) =>
    step(`typing "${text}"`, () => xdotool('type', '--delay', '60', text), expected, {
      allowSilence: [expected].flat().length === 0,
      ...options,
    });

  /**
   * Presses keys again and again (at most `tries` times) until the pattern is heard, as a person
   * presses H until they reach the heading they want; also waits out a page still loading. When
   * no press was heard at all, the error's `heardNothing` is true.
   */
  async function pressUntil(keys, pattern, { tries = 8 } = {}) {
    const start = transcript.mark();
    for (let attempt = 1; ; attempt += 1) {
      const from = transcript.mark();
      await xdotool('key', ...keys.split(' '));
      // A key that says nothing (a page still loading, a move Orca does not voice) is tried again.
      await transcript
        .until((utterances) => utterances.length > 0, { from, what: `${keys}: anything`, timeout: 6000 })
        .catch(() => []);
      await transcript.settle();
      const heard = transcript.since(from);
      if (VERBOSE) console.log(`  ${keys} (until ${pattern}): ${said(heard)}`);
      if (pattern.test(said(heard))) return heard;
      if (attempt === tries) {
        const error = new Error(
          `${keys} ${tries} times never said ${pattern}\nFocus is on: ${await desktop.whereIsFocus()}\n${transcript.tail()}`,
        );
        error.heardNothing = transcript.since(start).length === 0;
        throw error;
      }
    }
  }

  let pagesOpened = 0;

  /**
   * Opens a page in a new tab (or MiniBrowser) and waits until Orca has announced it. Each page is
   * given a title of its own (`?title=`), so that a tab announced earlier is not taken for it.
   */
  async function open(browser, url, title, { announced = true } = {}) {
    pagesOpened += 1;
    const named = `${title} (${pagesOpened})`;
    const address = new URL(url);
    address.searchParams.set('title', named);
    const from = transcript.mark();
    await desktop.open(browser, address.href);
    const escaped = named.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // Orca 43 does not always announce a MiniBrowser window (no window manager here): the first
    // keys then tell whether the page has the keyboard.
    const announcedNow = transcript.until(new RegExp(escaped), {
      from,
      what: `the page "${named}"`,
      timeout: announced ? 45000 : 8000,
    });
    await (announced ? announcedNow : announcedNow.catch(() => undefined));
    await transcript.settle({ quiet: 600 });
    if (VERBOSE) console.log(`  opened ${address.href}: ${said(transcript.since(from))}`);
  }

  return { press, pressUntil, type, open, said };
}
