// The bench's floor: the least an r2wc element can be. React renders one paragraph into an open
// shadow root; built with the widgets' own rollup plugins (scripts/bench/build.mjs).
import r2wc from '@r2wc/react-to-web-component';
import { createElement } from 'react';

function Floor() {
  return createElement('p', null, 'The floor: one paragraph.');
}

customElements.define('bench-floor', r2wc(Floor, { shadow: 'open' }));
