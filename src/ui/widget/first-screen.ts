/**
 * A widget's first screen as the build rendered it with react-dom/server, drawn as plain DOM before
 * React has arrived, then replaced by React's own render in one task
 * (docs/decisions/0250-first-screen-before-react.md). Built node by node, never through innerHTML,
 * so that a strict CSP with Trusted Types allows it.
 */
import { recordEarlyInput } from './early-input';

/** An element as [tag, attributes, ...children]; a string is a text node. */
export type FirstScreenNode = string | [tag: string, attributes: Record<string, string>, ...children: FirstScreenNode[]];

/**
 * The build's first screens, and the attributes whose value, other than the default, changes them
 * otherwise than the element can draw: `heading-level` moves every heading down as React does
 * (headingTag), which the build checks.
 */
export interface PrerenderedScreens {
  wide: FirstScreenNode;
  /** Where the narrow widget's markup differs. */
  narrow?: FirstScreenNode;
  dependsOn: readonly string[];
}

/** A heading's tag moved down the page's outline by `heading-level` (1: as drawn), never past h6 (docs/decisions/0310). */
export const headingTag = (tag: string, headingLevel: number): string =>
  /^h[1-6]$/.test(tag) ? `h${Math.min(6, Number(tag[1]) + headingLevel - 1)}` : tag;

const SVG = 'http://www.w3.org/2000/svg';

function build(document: Document, node: FirstScreenNode, headingLevel: number, namespace?: string): Node {
  if (typeof node === 'string') return document.createTextNode(node);
  const [tag, attributes, ...children] = node;
  const inSvg = namespace ?? (tag === 'svg' ? SVG : undefined);
  const element = inSvg ? document.createElementNS(inSvg, tag) : document.createElement(headingTag(tag, headingLevel));
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children.map((child) => build(document, child, headingLevel, inSvg)));
  return element;
}

export interface DrawnScreen {
  /** The heading level it was drawn at. */
  readonly headingLevel: number;
  /**
   * React's screen has rendered beside the drawn one (`screen`): what the person did is done again
   * there, focus goes to its counterpart, and the drawn screen goes, all before the next paint.
   */
  handOver(screen: Element, flush: (action: () => void) => void): void;
  /** Takes the drawn screen away, with what was done to it; the focus it held goes to `focusTo`, if given. */
  remove(focusTo?: HTMLElement): void;
}

export function drawFirstScreen(root: ShadowRoot, screen: FirstScreenNode, headingLevel: number): DrawnScreen {
  const drawn = build(root.ownerDocument, screen, headingLevel) as Element;
  root.append(drawn);
  const input = recordEarlyInput(drawn);
  const remove = (focusTo?: HTMLElement) => {
    input.stop();
    if (focusTo && root.activeElement && drawn.contains(root.activeElement)) focusTo.focus({ preventScroll: true });
    drawn.remove();
  };
  return {
    headingLevel,
    handOver(reactScreen, flush) {
      input.replay(reactScreen, flush);
      remove();
    },
    remove,
  };
}
