/**
 * Shows the element's settings problems at the top of the widget while the page is edited or
 * previewed (editing-context.ts): once React has drawn its screen (the ready event) and each time
 * the list changes. Loaded with the first problem (problems-announce.ts), so a page with a good tag
 * loads none of it (docs/decisions/0274-problems-known-at-ready-and-shown-in-a-preview.md).
 */
import type { SettingsProblem } from '../../platform/host/attribute-mending';
import { isEditedOrPreviewed } from '../../platform/host/editing-context';
import type { EventPrefix } from '../../platform/host/events';
import { showProblemsNotice } from './problems-notice';

type WatchedElement = HTMLElement & { readonly settingsProblems: readonly SettingsProblem[]; readonly readySent: boolean };

const watched = new WeakSet<HTMLElement>();

export function watchProblemsNotice(element: WatchedElement, prefix: EventPrefix): void {
  if (watched.has(element)) return;
  watched.add(element);
  // readySent is set as React's first effects run, after its first commit: from then on the
  // shadow root keeps what is put before React's tree.
  let ready = element.readySent;
  const update = () => {
    if (ready && isEditedOrPreviewed(element)) showProblemsNotice(element, element.settingsProblems);
  };
  element.addEventListener(`${prefix}-ready`, (event) => {
    if (event.target !== element) return;
    ready = true;
    update();
  });
  element.addEventListener(`${prefix}-settings-problems`, (event) => event.target === element && update());
  update();
}
