/**
 * An element's settings problems (docs/decisions/0231-what-editors-do-to-attributes.md): checked
 * when it starts and when an attribute changes, their words loaded only on a finding
 * (settings-problems.ts); told to the console once each; the list kept for `settingsProblems`,
 * `onChange` called when it changes, and `whenKnown()` running once every check asked for has its
 * answer, so that the ready event can wait for it
 * (docs/decisions/0274-problems-known-at-ready-and-shown-in-a-preview.md).
 */
import { type Finding, mayHaveProblems, type SettingsProblem } from './attribute-mending';

/** The longest the ready event waits for the problems' words: a file that never comes must not hold the widget's start. */
const LONGEST_WAIT_MS = 3000;

/** The words of settings problems, loaded once on the first problem; one promise, so checks are told in order. */
let problemWords: Promise<typeof import('./settings-problems')> | undefined;

export interface ProblemTracker {
  readonly problems: readonly SettingsProblem[];
  check(findings: readonly Finding[]): void;
  /** Runs `then` once every check asked for has its answer: at once when none is waiting. */
  whenKnown(then: () => void): void;
}

interface Options {
  /** The attributes the element reads (any other is looked at for a misspelling). */
  known: readonly string[];
  warn(kind: string, message: string): void;
  onChange(problems: readonly SettingsProblem[]): void;
}

const same = (a: readonly SettingsProblem[], b: readonly SettingsProblem[]) =>
  a.length === b.length && a.every((problem, index) => JSON.stringify(problem) === JSON.stringify(b[index]));

export function createProblemTracker(element: Element, { known, warn, onChange }: Options): ProblemTracker {
  let problems: readonly SettingsProblem[] = Object.freeze([]);
  let checks = 0;
  let inFlight = 0;
  const waiting: (() => void)[] = [];

  const settle = (id: number, found: readonly SettingsProblem[]) => {
    if (id !== checks || same(problems, found)) return;
    problems = Object.freeze(found.map((problem) => Object.freeze({ ...problem })));
    onChange(problems);
  };
  const done = () => {
    inFlight -= 1;
    if (inFlight === 0) waiting.splice(0).forEach((resolve) => resolve());
  };

  return {
    get problems() {
      return problems;
    },
    check(findings) {
      const id = ++checks;
      if (findings.length === 0 && !mayHaveProblems(element, known)) return settle(id, []);
      inFlight += 1;
      // Each check with the findings of its moment: the console tells the first value of each kind
      // of problem; the list is the latest check's.
      void (problemWords ??= import('./settings-problems'))
        .then(({ settingsProblems }) => {
          const found = settingsProblems(element, findings);
          settle(id, found);
          // Once per attribute and kind of problem, whatever the value (dist-readme.md, "The console").
          for (const { attribute, problem, fix } of found) warn(`setting:${attribute}:${fix}`, `${problem}. ${fix}`);
        })
        // Its file did not load (docs/decisions/0202): the next check asks again; the settings stand.
        .catch(() => (problemWords = undefined))
        .finally(done);
    },
    whenKnown(then) {
      if (inFlight === 0) return then();
      waiting.push(then);
      setTimeout(() => waiting.includes(then) && waiting.splice(waiting.indexOf(then), 1)[0]!(), LONGEST_WAIT_MS);
    },
  };
}
