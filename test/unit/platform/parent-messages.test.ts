import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenToParent, MESSAGE_SOURCE, postToParent } from '../../../src/platform/host/parent-messages';
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

  it('uses the React Native WebView bridge when present', () => {
    const { win, parent } = framedWindow();
    const bridge = { postMessage: vi.fn() };
    Object.assign(win, { ReactNativeWebView: bridge });
    postToParent({ source: MESSAGE_SOURCE, widget: 'ucc', type: 'openLink', detail: { url: 'https://x.test' } }, [PARENT], win);
    expect(JSON.parse(bridge.postMessage.mock.calls[0]![0])).toMatchObject({
      type: 'openLink',
      detail: { url: 'https://x.test' },
    });
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
