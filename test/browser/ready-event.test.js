// The ready event (found by `npm run bench`): a host that waits for it finds the first screen.
import { expect } from '@esm-bundle/chai';
import '/dist/esm/drinking-check.js';
import '/dist/esm/unit-calculator.js';
import { resetCheckSession } from './check-helpers.js';
import { resetUrl } from './helpers.js';

describe('the ready event', () => {
  afterEach(() => {
    resetUrl();
    resetCheckSession();
  });

  for (const [tag, prefix, title] of [
    ['drinking-check', 'dc', 'How does your drinking affect you?'],
    ['unit-calculator', 'ucc', 'What would you like to work out?'],
  ]) {
    it(`<${tag}> sends ${prefix}-ready once its first screen is in the shadow root`, async () => {
      const element = document.createElement(tag);
      const atReady = new Promise((resolve) =>
        element.addEventListener(
          `${prefix}-ready`,
          (event) => resolve({ heading: element.shadowRoot.querySelector('h1')?.textContent, detail: event.detail }),
          {
            once: true,
          },
        ),
      );
      document.body.append(element);
      try {
        const { heading, detail } = await atReady;
        expect(heading).to.equal(title);
        expect(detail.widget).to.equal(tag);
      } finally {
        element.remove();
      }
    });
  }
});
