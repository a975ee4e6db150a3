/**
 * A widget's first screen as the build rendered it with react-dom/server, drawn as plain DOM while
 * React starts, then taken over by React's hydration
 * (docs/decisions/0212-first-screen-pre-rendered-and-hydrated.md). Built node by node, never
 * through innerHTML, so that a strict CSP with Trusted Types allows it.
 */

/** An element as [tag, attributes, ...children]; a string is a text node. */
export type FirstScreenNode = string | [tag: string, attributes: Record<string, string>, ...children: FirstScreenNode[]];

/** The first screen for a wide widget, and for a narrow one where its markup differs. */
export interface PrerenderedScreens {
  wide: FirstScreenNode;
  narrow?: FirstScreenNode;
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

export function drawFirstScreen(root: ShadowRoot, screen: FirstScreenNode): void {
  root.append(build(root.ownerDocument, screen));
}
