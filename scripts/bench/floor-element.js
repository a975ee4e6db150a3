// The bench's floor: the least an r2wc element can be. React renders one paragraph into an open
// shadow root (createRoot, as @r2wc/react-to-web-component's renderer does) and, from an effect
// after its first commit, sends `bench-floor-ready` from that root as the widgets send dc-ready
// and ucc-ready (src/ui/widget/widget-root.tsx). Built with the widgets' own rollup plugins
// (scripts/bench/build.mjs).
import r2wc from '@r2wc/core';
import { createElement, useEffect } from 'react';
import { createRoot } from 'react-dom/client';

function Floor({ container }) {
  useEffect(() => {
    container.dispatchEvent(new CustomEvent('bench-floor-ready', { bubbles: true, composed: true }));
  }, [container]);
  return createElement('p', null, 'The floor: one paragraph.');
}

const renderer = {
  mount(container, Component, props) {
    const root = createRoot(container);
    root.render(createElement(Component, props));
    return { root, Component };
  },
  update: ({ root, Component }, props) => root.render(createElement(Component, props)),
  unmount: ({ root }) => root.unmount(),
};

customElements.define('bench-floor', r2wc(Floor, { shadow: 'open' }, renderer));
