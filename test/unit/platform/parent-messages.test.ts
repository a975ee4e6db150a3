import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  listenToParent,
  MAX_MESSAGE_CHARS,
  MESSAGE_SOURCE,
  postToParent,
  readAppMessage,
} from '../../../src/platform/host/parent-messages';
import { createWarnings } from '../../../src/platform/host/warnings';

const PARENT = 'https://app.example.org';
const TOKEN = 'header.payload.signature-long-enough';

/** A window whose parent is another window object, as in an iframe. */
function framedWindow() {
  const parent = { postMessage: vi.fn() } as unknown as Window;
  const listeners: ((event: MessageEvent) => void)[] = [];
  const win = {
    parent,
    addEventListener: (_type: string, fn: (event: MessageEvent) => void) => listeners.push(fn),
    removeEventListener: (_type: string, fn: (event: MessageEvent) => void) => listeners.splice(listeners.indexOf(fn), 1),
  } as unknown as Window;
  const send = (data: unknown, origin: string, source: unknown) =>
    listeners.forEach((fn) => fn({ data, origin, source } as unknown as MessageEvent));
  return { win, parent, send, listeners };
}

afterEach(() => vi.restoreAllMocks());

describe('messages to the parent', () => {
  it('posts with the exact first parent-origin, never *', () => {
    const { win, parent } = framedWindow();
    const message = { source: MESSAGE_SOURCE, widget: 'dc', type: 'openLink', detail: { url: 'https://x.test' } } as const;
    expect(postToParent(message, [PARENT, 'https://other.test'], win)).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith(message, PARENT);
  });

  it('posts nothing without a parent-origin', () => {
    const { win, parent } = framedWindow();
    expect(postToParent({ source: MESSAGE_SOURCE, widget: 'dc', type: 'ready' }, [], win)).toBe(false);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});

describe('messages from the parent', () => {
  const listen = (win: Window) => {
    const onMessage = vi.fn();
    listenToParent([PARENT], onMessage, createWarnings('drinking-check').warn, win);
    return onMessage;
  };

  it('takes a token from the right origin and the parent window', () => {
    const { win, parent, send } = framedWindow();
    const onMessage = listen(win);
    send({ access_token: TOKEN }, PARENT, parent);
    send(JSON.stringify({ access_token: TOKEN }), PARENT, parent);
    expect(onMessage.mock.calls).toEqual([[{ kind: 'token', token: TOKEN }], [{ kind: 'token', token: TOKEN }]]);
  });

  it('takes the documented sign-out message', () => {
    const { win, parent, send } = framedWindow();
    const onMessage = listen(win);
    send({ type: 'signOut' }, PARENT, parent);
    send({ type: 'signOut' }, 'https://evil.test', parent);
    expect(onMessage.mock.calls).toEqual([[{ kind: 'signOut' }]]);
  });

  // Issue 28, item 9: { type: 'signOut', access_token } signed the person in.
  it('signs out on a sign-out message that also carries a token, never in', () => {
    const { win, parent, send } = framedWindow();
    const onMessage = listen(win);
    send({ type: 'signOut', access_token: TOKEN }, PARENT, parent);
    expect(onMessage.mock.calls).toEqual([[{ kind: 'signOut' }]]);
  });

  // Issue 14, finding 6: 2000 stray messages gave 2000 lines.
  it('ignores a wrong origin, a wrong source and a malformed payload, with one warning per kind and no content', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { win, parent, send } = framedWindow();
    const onMessage = listen(win);
    for (let i = 0; i < 2000; i += 1) send({ access_token: TOKEN }, 'https://evil.test', parent);
    send({ access_token: TOKEN }, PARENT, {});
    send({ accessToken: TOKEN }, PARENT, parent);
    send({ access_token: 42 }, PARENT, parent);
    send('not json', PARENT, parent);
    expect(onMessage).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls.flat().join(' ')).not.toContain(TOKEN);
  });

  it('stops listening when asked', () => {
    const { win, parent, send } = framedWindow();
    const onMessage = vi.fn();
    listenToParent([PARENT], onMessage, () => undefined, win)();
    send({ access_token: TOKEN }, PARENT, parent);
    expect(onMessage).not.toHaveBeenCalled();
  });
});

// Issue 37, for messages: a length limit checked before a message is parsed, and no message task over 50 ms.
describe('reading an app message', () => {
  it('reads the two messages as objects or JSON text, and nothing else', () => {
    expect(readAppMessage({ access_token: TOKEN })).toEqual({ kind: 'token', token: TOKEN });
    expect(readAppMessage(JSON.stringify({ access_token: TOKEN }))).toEqual({ kind: 'token', token: TOKEN });
    expect(readAppMessage('{"type":"signOut"}')).toEqual({ kind: 'signOut' });
    for (const data of [null, 42, 'not json', '"text"', {}, { access_token: 'short' }, { access_token: ['x'.repeat(20)] }])
      expect(readAppMessage(data)).toBe('shape');
  });

  it('refuses text longer than the limit without parsing it, in well under 50 ms', () => {
    const parse = vi.spyOn(JSON, 'parse');
    const huge = `{"access_token":"${'x'.repeat(10_000_000)}"}`;
    const start = performance.now();
    expect(readAppMessage(huge)).toBe('too-long');
    expect(performance.now() - start).toBeLessThan(50);
    expect(parse).not.toHaveBeenCalled();
    expect(readAppMessage('x'.repeat(MAX_MESSAGE_CHARS + 1))).toBe('too-long');
  });

  it('takes a token of 20,000 characters and refuses one longer, as text or as an object', () => {
    const longest = 'x'.repeat(20_000);
    expect(readAppMessage(JSON.stringify({ access_token: longest }))).toEqual({ kind: 'token', token: longest });
    expect(readAppMessage({ access_token: `${longest}x` })).toBe('too-long');
    expect(readAppMessage(JSON.stringify({ access_token: `${longest}x` }))).toBe('too-long');
  });
});
