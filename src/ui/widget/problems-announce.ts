/**
 * What the element does when its settings problems change (issue 35,
 * docs/decisions/0274-problems-known-at-ready-and-shown-in-a-preview.md): it tells the page by
 * `<prefix>-settings-problems`, and, while the page is edited or previewed, lists them above its
 * screen. Loaded only when a tag has or had a problem, so a good tag's page loads none of it.
 */
import type { SettingsProblem } from '../../platform/host/attribute-mending';
import { dispatchWidgetEvent, type EventPrefix } from '../../platform/host/events';
import { watchProblemsNotice } from './problems-notice-watch';

const same = (a: readonly SettingsProblem[], b: readonly SettingsProblem[]) =>
  a.length === b.length && a.every((problem, index) => JSON.stringify(problem) === JSON.stringify(b[index]));

export function announceProblems(
  element: HTMLElement & { readonly settingsProblems: readonly SettingsProblem[]; readonly readySent: boolean },
  prefix: EventPrefix,
  before: readonly SettingsProblem[],
  problems: readonly SettingsProblem[],
): void {
  if (same(before, problems)) return;
  dispatchWidgetEvent(element, prefix, 'settings-problems', { problems });
  if (problems.length > 0) watchProblemsNotice(element, prefix);
}
