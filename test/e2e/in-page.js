// Not a module: the e2e plugin puts these functions in front of every snippet it runs in a demo
// page (or one of its frames), so the tests' page functions can use them. They read a widget as a
// person meets it: headings, accessible names, visible text.
/* eslint-disable no-unused-vars */

const LEVEL_WORDS = ['Low risk', 'Increasing risk', 'Higher risk', 'Possible dependence'];

function shadowOf(tag) {
  return document.querySelector(tag)?.shadowRoot ?? null;
}

function squash(text) {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** What a screen reader calls a control (enough for the markup of these widgets). */
function nameOf(el) {
  if (!el) return '';
  const root = el.getRootNode();
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy)
    return squash(
      labelledBy
        .split(/\s+/)
        .map((id) => root.getElementById?.(id)?.textContent)
        .join(' '),
    );
  if (el.getAttribute('aria-label')) return squash(el.getAttribute('aria-label'));
  if (el.labels?.length) return squash(el.labels[0].textContent);
  return squash(el.textContent);
}

/** The screen's heading inside the widget (h1, or lower with heading-level). */
function headingIn(tag) {
  return squash(shadowOf(tag)?.querySelector('.aa-h1')?.textContent);
}

/** The focused element inside the widget (or, with no tag, of the page), described as a person would. */
function focusedIn(tag) {
  const el = tag ? shadowOf(tag)?.activeElement : document.activeElement;
  if (!el) return null;
  return {
    tag: el.localName,
    type: el.type ?? '',
    name: nameOf(el),
    checked: el.checked ?? null,
    disabled: el.disabled ?? false,
  };
}

/** The heading has focus: the widget moved focus to the new screen. */
function onScreen(tag, title) {
  const root = shadowOf(tag);
  const h1 = root?.querySelector('.aa-h1');
  return Boolean(h1 && squash(h1.textContent) === title && root.activeElement === h1);
}

function textIn(tag) {
  return squash(shadowOf(tag)?.querySelector('.widget')?.innerText);
}

/** Controls (buttons, links, fields) inside the widget by accessible name. */
function controlNamed(tag, name) {
  return [...(shadowOf(tag)?.querySelectorAll('button, a, input, select') ?? [])].find((el) => nameOf(el) === name) ?? null;
}

/**
 * The risk level shown with the result: the first element after the results heading whose whole
 * text is one of the level words (the badge), so the risk scale further down does not count.
 */
function levelShown(tag) {
  const root = shadowOf(tag);
  const h1 = root?.querySelector('.aa-h1');
  if (!h1) return null;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
  walker.currentNode = h1;
  while (walker.nextNode()) {
    const text = squash(walker.currentNode.textContent);
    if (LEVEL_WORDS.includes(text)) return text;
  }
  return null;
}

/** Each widget on the page with its heading: what a failed wait reports. */
function widgetsNow() {
  return [...document.querySelectorAll('drinking-check, unit-calculator')].map((el) => ({
    widget: el.localName,
    heading: headingIn(el.localName),
    route: el.route,
    focus: focusedIn(el.localName)?.name ?? null,
  }));
}
