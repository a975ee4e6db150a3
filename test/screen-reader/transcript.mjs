// What Orca said, read from its speech log as it grows (orca-launcher.py writes one line per
// utterance: SPEECH OUTPUT: 'text', then " voice=hyperlink" and the like when a voice other than
// the default says it). Waits are conditions: a phrase heard, or the speech quiet, with a deadline.
import { existsSync, readFileSync } from 'node:fs';

const LINE = /^SPEECH OUTPUT: '(.*)'(?: voice=(\w+))?$/;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class Transcript {
  /** `file`: Orca's speech log; `heard`: what speech-dispatcher's module was given, for failures. */
  constructor(file, heard) {
    this.file = file;
    this.heard = heard;
  }

  /** Every utterance so far: { text, voice }. */
  utterances() {
    if (!existsSync(this.file)) return [];
    return readFileSync(this.file, 'utf8')
      .split('\n')
      .map((line) => LINE.exec(line))
      .filter(Boolean)
      .map(([, text, voice = 'default']) => ({ text: text.trim(), voice }))
      .filter(({ text }) => text !== '');
  }

  /** A mark to read what is said after it. */
  mark() {
    return this.utterances().length;
  }

  since(mark) {
    return this.utterances().slice(mark);
  }

  /**
   * Waits until what was said since `from` matches `pattern` (a RegExp tried on the utterances
   * joined with " | ", or a function of the utterances). Throws what was said on the deadline.
   */
  async until(pattern, { from = 0, what = String(pattern), timeout = 10000, process } = {}) {
    const matches = typeof pattern === 'function' ? pattern : (said) => pattern.test(said.map((u) => u.text).join(' | '));
    for (const start = Date.now(); ; await pause(40)) {
      const said = this.since(from);
      if (matches(said)) return said;
      if (process && process.exitCode !== null)
        throw new Error(`${what}: the program ended (${process.exitCode}): ${process.errors ?? ''}`);
      if (Date.now() - start > timeout)
        throw new Error(`Timed out waiting for ${what}; heard: ${JSON.stringify(said.map((u) => u.text))}`);
    }
  }

  /** Waits until nothing more has been said for `quiet` ms (at most `timeout`). */
  async settle({ quiet = 350, timeout = 5000 } = {}) {
    let count = this.mark();
    let still = Date.now();
    for (const start = Date.now(); Date.now() - still < quiet && Date.now() - start < timeout; await pause(40)) {
      const now = this.mark();
      if (now !== count) [count, still] = [now, Date.now()];
    }
  }

  /** The last lines Orca and the speech module had, for a failure's message. */
  tail(lines = 30) {
    const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n') : '');
    return `Orca said:\n${read(this.file)}\nspeech-dispatcher was given:\n${read(this.heard)}`;
  }
}
