// Shared by the first-screen tests: frames that load the widgets with React's chunk held back by
// the test server (first-screen-plugin.mjs), and a screen's markup with React's generated ids made
// comparable (docs/decisions/0250-first-screen-before-react.md).
import { executeServerCommand } from '@web/test-runner-commands';
import { waitFor } from './helpers.js';

export const holdReact = () => executeServerCommand('react-chunk', { mode: 'hold' });
export const releaseReact = () => executeServerCommand('react-chunk', { mode: 'release' });
export const failReact = () => executeServerCommand('react-chunk', { mode: 'fail' });

let loads = 0;

/** Opens `path` (with its query) in a frame `width` px wide, its files under a name of their own. */
export async function openFrame(path, query, { width = 1000, height = 700 } = {}) {
  const frame = document.createElement('iframe');
  frame.style.width = `${width}px`;
  frame.style.height = `${height}px`;
  frame.style.border = '0';
  const search = new URLSearchParams({ ...query, load: `l${Date.now()}-${(loads += 1)}` });
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = `${path}?${search}`;
  document.body.append(frame);
  await Promise.race([loaded, waitFor(() => frame.contentWindow?.__host, 'the frame to start', 10000)]);
  return frame;
}

/**
 * A tree's markup with each element's attributes in name order (React's server and client write
 * them in different orders) and React's generated ids (useId: «r1», _r_2f_, _R_..._) as
 * placeholders, in order of appearance.
 */
export function comparable(root) {
  const ids = new Map();
  const id = (text) =>
    text.replace(/«[rR][\w]*»|_[rR]_[\w]*?_/g, (found) => {
      if (!ids.has(found)) ids.set(found, `id${ids.size}`);
      return ids.get(found);
    });
  const write = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.data;
    if (node.nodeType !== Node.ELEMENT_NODE) return '';
    const attributes = [...node.attributes]
      .map(({ name, value }) => ` ${name}="${id(value)}"`)
      .sort()
      .join('');
    return `<${node.localName}${attributes}>${[...node.childNodes].map(write).join('')}</${node.localName}>`;
  };
  return [...root.childNodes].map(write).join('');
}

/** What a shadow root shows, comparable. */
export const screenOf = (element) => comparable(element.shadowRoot);

/** The errors React or the element reported, or a page error: none is allowed on a first screen. */
export const reactErrors = (errors) =>
  errors.filter(
    (text) =>
      /React|did not match|first screen|Uncaught|Error:/i.test(text) && !/Failed to fetch|NetworkError|Load failed/i.test(text),
  );
