/**
 * What a person (or the page's script) does to the first screen drawn before React is ready: a
 * press of a button or a summary, and the final state of each radio and checkbox changed. Recorded on the drawn
 * screen, then done again, once each and in order, on React's own screen, and focus put back where
 * they left it (docs/decisions/0250-first-screen-before-react.md).
 */

/** Where an element sits under the screen's root (child indexes), and what it is. */
interface Place {
  path: number[];
  signature: string;
}

type Action = ({ kind: 'press' } | { kind: 'check'; checked: boolean }) & Place;

/** What a person pressed waits, and says so, until React can act on it. */
const PRESSED_WAITING = 'is-waiting';

const signature = (element: Element): string =>
  [element.localName, element.getAttribute('type'), element.getAttribute('value'), element.textContent?.trim().slice(0, 80)].join(
    '|',
  );

function placeOf(root: Element, element: Element): Place {
  const path: number[] = [];
  for (let node = element; node !== root && node.parentElement; node = node.parentElement)
    path.unshift([...node.parentElement.children].indexOf(node));
  return { path, signature: signature(element) };
}

/** The element at the same place in another screen, if it is the same kind of element. */
function find(root: Element, { path, signature: expected }: Place): HTMLElement | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement && signature(node) === expected ? node : undefined;
}

export interface EarlyInput {
  /**
   * Does again on `screen` (React's, beside the drawn one) what the person did, each action flushed
   * on its own (`flush`) so that one that moves to another screen leaves the rest unmatched; then
   * gives the focus the drawn screen held to its counterpart, if React has not moved it.
   */
  replay(screen: Element, flush: (action: () => void) => void): void;
  stop(): void;
}

export function recordEarlyInput(drawn: Element): EarlyInput {
  const actions: Action[] = [];
  const onClick = (event: Event) => {
    const target = (event.target as Element).closest?.('button, summary');
    if (!target || !drawn.contains(target) || (target as HTMLButtonElement).disabled) return;
    actions.push({ kind: 'press', ...placeOf(drawn, target) });
    if (target.localName === 'button') {
      target.classList.add(PRESSED_WAITING);
      target.setAttribute('aria-busy', 'true');
    }
  };
  const onChange = (event: Event) => {
    const input = event.target as HTMLInputElement;
    if (input.type !== 'radio' && input.type !== 'checkbox') return;
    actions.push({ kind: 'check', checked: input.checked, ...placeOf(drawn, input) });
  };
  // Nothing on the drawn screen leaves the page before React can handle it.
  const onSubmit = (event: Event) => event.preventDefault();
  drawn.addEventListener('click', onClick, true);
  drawn.addEventListener('change', onChange, true);
  drawn.addEventListener('submit', onSubmit, true);

  return {
    replay(screen, flush) {
      const root = drawn.getRootNode() as ShadowRoot;
      const focused = root.activeElement && drawn.contains(root.activeElement) ? placeOf(drawn, root.activeElement) : undefined;
      for (const action of actions) {
        const target = find(screen, action);
        if (!target) continue;
        if (action.kind === 'press') flush(() => target.click());
        else if ((target as HTMLInputElement).checked !== action.checked) flush(() => target.click());
      }
      const stillOnDrawn = root.activeElement !== null && drawn.contains(root.activeElement);
      if (focused && stillOnDrawn) find(screen, focused)?.focus({ preventScroll: true });
    },
    stop() {
      drawn.removeEventListener('click', onClick, true);
      drawn.removeEventListener('change', onChange, true);
      drawn.removeEventListener('submit', onSubmit, true);
    },
  };
}
