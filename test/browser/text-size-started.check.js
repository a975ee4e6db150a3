// The large-text run (web-test-runner.large-text.config.mjs): the browser was started with the
// reader's text at 200%, and that setting, not the host page's root size, is the widgets' base size.
// Named .check.js so that the ordinary run, at the default size, leaves it out.
import { expect } from '@esm-bundle/chai';
import { engine } from './keys.js';
import '/dist/esm/drinking-check.js';
import { mount } from './helpers.js';
import { browserTextPx } from './text-size.js';

describe(`${engine} started with the reader's text at 200%`, () => {
  it("the browser's default text size is 32 px, and the widget's text follows it", async () => {
    expect(browserTextPx(), "the browser's default text size").to.equal(32);
    const style = document.head.appendChild(document.createElement('style'));
    style.textContent = 'html { font-size: 62.5%; }';
    const { holder, widgets } = await mount('<drinking-check></drinking-check>');
    const body = widgets[0].shadowRoot.querySelector('.panel p');
    expect(getComputedStyle(body).fontSize, "the widget's body text").to.equal('32px');
    holder.remove();
    style.remove();
  });
});
