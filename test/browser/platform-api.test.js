import { expect } from '@esm-bundle/chai';
import '/dist/esm/drinking-check.js';
import '/dist/esm/unit-calculator.js';
import { heading, holdsFor, mount, resetUrl, waitFor } from './helpers.js';

const API = 'https://api.test';

/** Replaces fetch for one test; `answer(url, init)` gives a Response or a promise of one. */
function stubFetch(answer) {
  const original = window.fetch;
  const calls = [];
  window.fetch = (url, init) => {
    calls.push({ url: String(url), init });
    return Promise.resolve(answer(String(url), init));
  };
  return { calls, restore: () => (window.fetch = original) };
}

describe('the API from a real element', () => {
  let holder;
  let stub;
  beforeEach(() => resetUrl());
  afterEach(() => {
    holder?.remove();
    stub?.restore();
  });

  it('makes no request at all without api-base', async () => {
    stub = stubFetch(() => new Response('[]'));
    ({ holder } = await mount('<drinking-check></drinking-check><unit-calculator></unit-calculator>'));
    // That none follows: with an api-base the copy is asked for as the elements start.
    await holdsFor(() => stub.calls.length === 0, 'no request', 200);
  });

  it('shows the remote dictionary text over the built-in copy, as text, skipping nulls', async () => {
    stub = stubFetch((url, init) => {
      if (!url.endsWith('/content/v1/dictionary')) return new Response('', { status: 404 });
      const keys = JSON.parse(init.body).Keys;
      return new Response(
        JSON.stringify(keys.map((Key) => ({ Key, Value: Key === 'ucc.welcome.title' ? '<b>Count your drinks</b>' : null }))),
        { headers: { 'Content-Type': 'application/json' } },
      );
    });
    let widgets;
    ({ holder, widgets } = await mount(`<unit-calculator api-base="${API}"></unit-calculator>`));
    const [calculator] = widgets;
    await waitFor(() => heading(calculator).textContent === '<b>Count your drinks</b>', 'the remote title');
    expect(heading(calculator).querySelector('b')).to.equal(null);
    expect(stub.calls[0].url).to.equal(`${API}/content/v1/dictionary`);
    expect(stub.calls[0].init.headers.Accept).to.equal('application/json');
    expect(calculator.shadowRoot.textContent).to.not.match(/\bucc\.\w/);
  });

  it('keeps the built-in copy when the dictionary call fails', async () => {
    stub = stubFetch(() => new Response('oops', { status: 404 }));
    const errors = [];
    const original = console.error;
    console.error = (...args) => errors.push(args.join(' '));
    try {
      let widgets;
      ({ holder, widgets } = await mount(`<unit-calculator api-base="${API}"></unit-calculator>`));
      await waitFor(() => errors.length > 0, 'the logged failure');
      expect(errors[0]).to.contain('An error has occurred');
      expect(heading(widgets[0]).textContent).to.not.equal('');
    } finally {
      console.error = original;
    }
  });

  it('aborts its requests when the element is removed (and stays out of the page past a move)', async () => {
    const signals = [];
    stub = stubFetch((url, init) => {
      signals.push(init.signal);
      return new Promise((_, reject) =>
        init.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    });
    ({ holder } = await mount(`<drinking-check api-base="${API}"></drinking-check>`));
    await waitFor(() => signals.length > 0, 'a request');
    expect(signals[0].aborted).to.equal(false);
    holder.remove();
    // A move puts the element back in the same task; one still out a task later has left.
    await waitFor(() => signals.every((signal) => signal.aborted), 'every request aborted');
  });
});
