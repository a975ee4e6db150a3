// Functions run inside the demo page (each stands alone: it is sent to the browser as text).

/** The heading of the widget's screen. */
export function headingOf(tag) {
  return document.querySelector(tag)?.shadowRoot?.querySelector('h1')?.textContent.trim() ?? '';
}

/**
 * The heading of the widget's screen once it holds the focus, as it does after each step; until
 * then, ''. Its focus can still scroll the page (when the heading is out of view), so a tap waits
 * for it.
 */
export function focusedHeadingOf(tag) {
  const root = document.querySelector(tag)?.shadowRoot;
  const heading = root?.querySelector('h1');
  return heading && root.activeElement === heading ? heading.textContent.trim() : '';
}

/**
 * Scrolls the control whose label or text starts with `text` (the `index`th such) to the middle of
 * the window, and answers where a person would tap it: `across` of its width from its left (null
 * while something else is drawn there).
 */
export function placeOf(tag, text, index, across, selector) {
  // WebDriver sends a missing argument as null, so no defaults in the parameter list.
  selector ||= 'button, a, input, label, summary';
  const root = document.querySelector(tag).shadowRoot;
  const name = (el) => (el.labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? el.textContent).trim();
  const found = [...root.querySelectorAll(selector)].filter(
    (el) => !el.disabled && el.getClientRects().length > 0 && name(el).startsWith(text),
  )[index ?? 0];
  if (!found) return null;
  found.scrollIntoView({ block: 'center' });
  const box = found.getBoundingClientRect();
  const place = [box.left + box.width * (across ?? 0.5), box.top + box.height / 2];
  // Only where the control itself (or its label) is what a tap there meets: nothing drawn over it.
  const hit = root.elementFromPoint(...place);
  const meets = hit && (found.contains(hit) || [...(found.labels ?? [])].some((label) => label.contains(hit)));
  return meets ? place : null;
}

/** The value of the amount field whose label starts with `text`. */
export function fieldValue(tag, text, index = 0) {
  const root = document.querySelector(tag).shadowRoot;
  return [...root.querySelectorAll('input')].filter((el) => el.labels?.[0]?.textContent.trim().startsWith(text))[index]?.value;
}

/** The answer labels of the question on screen. */
export function answerLabels(tag) {
  const radios = document.querySelector(tag).shadowRoot.querySelectorAll('fieldset input[type=radio]');
  return [...radios].map((radio) => radio.labels[0].textContent.trim());
}

/** What the Drinking Check's result shows: its level badge and its score line. */
export function checkResult(tag) {
  const root = document.querySelector(tag).shadowRoot;
  const score = [...root.querySelectorAll('p, div, span')].map((el) => el.textContent.trim()).find((t) => /^Score:/.test(t));
  return { level: root.querySelector('.dc-badge')?.textContent.trim(), score };
}

/** The calculator's result figures (units, calories, ...). */
export function calculatorFigures(tag) {
  return [...document.querySelector(tag).shadowRoot.querySelectorAll('.figure')].map((el) => el.textContent.trim());
}
