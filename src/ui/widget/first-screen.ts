/**
 * A widget's first screen drawn as plain DOM while React starts
 * (docs/decisions/0206-first-screen-drawn-before-react.md): the markup React itself renders for
 * it, captured by `npm run first-screens`. What a person does to it meanwhile (a radio chosen, a
 * button pressed, a section opened, focus) is carried over to React's copy when React's first
 * commit takes its place.
 */

/** An element as [tag, attributes, ...children]; a string is a text node. */
export type FirstScreenNode = string | [tag: string, attributes: Record<string, string>, ...children: FirstScreenNode[]];

export interface DrawnFirstScreen {
  /** Swaps the drawn screen for React's copy of it (`rendered`) and repeats what was done to it. */
  handOver(rendered: Element): void;
}

const SVG = 'http://www.w3.org/2000/svg';

function build(document: Document, node: FirstScreenNode, namespace?: string): Node {
  if (typeof node === 'string') return document.createTextNode(node);
  const [tag, attributes, ...children] = node;
  const inSvg = namespace ?? (tag === 'svg' ? SVG : undefined);
  const element = inSvg ? document.createElementNS(inSvg, tag) : document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children.map((child) => build(document, child, inSvg)));
  return element;
}

/** An element's place under `root`, as child indexes. */
function pathOf(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let at = node; at !== root; at = at.parentElement!) path.unshift([...at.parentElement!.children].indexOf(at));
  return path;
}

const at = (root: Element, path: number[]) =>
  path.reduce<Element | undefined>((element, index) => element?.children[index], root) as HTMLElement | undefined;

const count = (element: Element) => element.getElementsByTagName('*').length;

export function drawFirstScreen(root: ShadowRoot, screen: FirstScreenNode): DrawnFirstScreen {
  const drawn = build(root.ownerDocument, screen) as Element;
  // A radio chosen with a click, Space or an arrow key gets a click, as does a button pressed
  // with a click, Enter or Space; a click on a label reaches its input as a click too.
  const clicked: number[][] = [];
  drawn.addEventListener('click', ({ target }) => {
    const control = (target as Element).closest('button, input');
    if (control) clicked.push(pathOf(drawn, control));
  });
  root.append(drawn);

  return {
    handOver(rendered) {
      const focused = root.activeElement;
      // React rendered another screen (a route changed meanwhile): nothing maps across.
      const same = drawn.textContent === rendered.textContent && count(drawn) === count(rendered);
      if (same) {
        drawn.querySelectorAll('details').forEach((details) => {
          if (details.open) at(rendered, pathOf(drawn, details))?.setAttribute('open', '');
        });
      }
      drawn.remove();
      if (!same) return;
      if (focused && drawn.contains(focused)) at(rendered, pathOf(drawn, focused))?.focus({ preventScroll: true });
      replay(rendered, clicked);
    },
  };
}

/** Each click in a task of its own, so that React has committed the one before. */
function replay(rendered: Element, paths: number[][]): void {
  const [next, ...rest] = paths;
  if (!next) return;
  setTimeout(() => {
    at(rendered, next)?.click();
    replay(rendered, rest);
  }, 0);
}
