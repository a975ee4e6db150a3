/**
 * A widget's first screen as the build rendered it with react-dom/server, drawn as plain DOM before
 * React has arrived, then replaced by React's own render in one task
 * (docs/decisions/0250-first-screen-before-react.md). Built node by node, never through innerHTML,
 * so that a strict CSP with Trusted Types allows it.
 */
import { recordEarlyInput } from './early-input';

/** An element as [tag, attributes, ...children]; a string is a text node. */
export type FirstScreenNode = string | [tag: string, attributes: Record<string, string>, ...children: FirstScreenNode[]];

/** The build's first screens, and the attributes whose value, other than the default, changes them. */
export interface PrerenderedScreens {
  wide: FirstScreenNode;
  /** Where the narrow widget's markup differs. */
  narrow?: FirstScreenNode;
  dependsOn: readonly string[];
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

export interface DrawnScreen {
  /**
   * React's screen has rendered beside the drawn one (`screen`): what the person did is done again
   * there, focus goes to its counterpart, and the drawn screen goes, all before the next paint.
   */
  handOver(screen: Element, flush: (action: () => void) => void): void;
  /** Takes the drawn screen away, with what was done to it; the focus it held goes to `focusTo`, if given. */
  remove(focusTo?: HTMLElement): void;
}

export function drawFirstScreen(root: ShadowRoot, screen: FirstScreenNode): DrawnScreen {
  const drawn = build(root.ownerDocument, screen) as Element;
  root.append(drawn);
  const input = recordEarlyInput(drawn);
  const remove = (focusTo?: HTMLElement) => {
    input.stop();
    if (focusTo && root.activeElement && drawn.contains(root.activeElement)) focusTo.focus({ preventScroll: true });
    drawn.remove();
  };
  return {
    handOver(reactScreen, flush) {
      input.replay(reactScreen, flush);
      remove();
    },
    remove,
  };
}
