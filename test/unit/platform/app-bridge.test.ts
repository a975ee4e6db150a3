// Issue 34: at the top of an app's WebView the widget could send to React Native but never hear
// from it, and had no way to talk to an iOS or Android app at all (docs/decisions/0260, 0261).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findAppBridge, NATIVE_BRIDGE_NAME } from '../../../src/platform/host/app-bridge';
import { deliverToElement, listenToApp } from '../../../src/platform/host/app-inbox';
import { MESSAGE_SOURCE, type OutgoingMessage } from '../../../src/platform/host/parent-messages';
import { createWarnings } from '../../../src/platform/host/warnings';

const TOKEN = 'header.payload.signature-long-enough';
const READY: OutgoingMessage = { source: MESSAGE_SOURCE, widget: 'dc', type: 'ready', detail: { path: '/' } };
const anyWindow = window as unknown as Record<string, unknown>;

/** The code that talks to the app loads once there is an app (docs/decisions/0260): what it does waits for it. */
async function talkingCodeArrived() {
  await import('../../../src/platform/host/app-bridge-io');
  await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  for (const name of ['ReactNativeWebView', 'webkit', NATIVE_BRIDGE_NAME]) delete anyWindow[name];
});

/** A bridge at the top of this page, with its warnings and what it heard. */
function atTop() {
  const warn = vi.fn();
  const bridge = findAppBridge(['https://app.test'], warn, window);
  const heard = vi.fn();
  const stop = bridge.listen(heard);
  return { bridge, warn, heard, stop };
}

describe('the bridge at the top of the page', () => {
  it.each([
    ['reactNative', () => (anyWindow.ReactNativeWebView = { postMessage: vi.fn() })],
    ['webkit', () => (anyWindow.webkit = { messageHandlers: { [NATIVE_BRIDGE_NAME]: { postMessage: vi.fn() } } })],
    ['android', () => (anyWindow[NATIVE_BRIDGE_NAME] = { postMessage: vi.fn() })],
  ])('%s: posts each message as JSON text to the object the app put on the page', async (kind, install) => {
    install();
    const { bridge } = atTop();
    expect(bridge).toMatchObject({ kind, hasApp: true, canPost: true });
    expect(bridge.post(READY)).toBe(true);
    await talkingCodeArrived();
    const object =
      kind === 'reactNative'
        ? anyWindow.ReactNativeWebView
        : kind === 'webkit'
          ? (anyWindow.webkit as { messageHandlers: Record<string, unknown> }).messageHandlers[NATIVE_BRIDGE_NAME]
          : anyWindow[NATIVE_BRIDGE_NAME];
    const [text] = (object as { postMessage: ReturnType<typeof vi.fn> }).postMessage.mock.calls[0]!;
    expect(JSON.parse(text as string)).toEqual(READY);
  });

  it("prefers React Native's bridge: on iOS it sits beside WebKit's handlers", () => {
    anyWindow.webkit = { messageHandlers: { [NATIVE_BRIDGE_NAME]: { postMessage: vi.fn() } } };
    anyWindow.ReactNativeWebView = { postMessage: vi.fn() };
    expect(atTop().bridge.kind).toBe('reactNative');
  });

  // <iframe name="alcoholAwareness"> makes window.alcoholAwareness that frame's window, which has a postMessage.
  it('takes no window named like a bridge for one: with none the app hears nothing', () => {
    const frameWindow: Record<string, unknown> = { postMessage: vi.fn() };
    frameWindow.window = frameWindow;
    anyWindow[NATIVE_BRIDGE_NAME] = frameWindow;
    const { bridge } = atTop();
    expect(bridge).toMatchObject({ kind: 'none', hasApp: false, canPost: false });
    expect(bridge.post(READY)).toBe(false);
    expect(frameWindow.postMessage).not.toHaveBeenCalled();
  });

  it('carries on, with one warning, when the app side throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    anyWindow[NATIVE_BRIDGE_NAME] = {
      postMessage: () => {
        throw new Error('gone');
      },
    };
    const bridge = findAppBridge([], createWarnings('drinking-check').warn, window);
    bridge.post(READY);
    bridge.post(READY);
    await talkingCodeArrived();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("hears React Native's message on document (Android) and on window (iOS), once each", async () => {
    anyWindow.ReactNativeWebView = { postMessage: vi.fn() };
    const { heard, warn } = atTop();
    await talkingCodeArrived();
    document.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ access_token: TOKEN }) }));
    window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: 'signOut' }) }));
    // The fallback of older engines: initMessageEvent with bubbles, which reaches window as well.
    document.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ access_token: TOKEN }), bubbles: true }));
    expect(heard.mock.calls).toEqual([
      [{ kind: 'token', token: TOKEN }],
      [{ kind: 'signOut' }],
      [{ kind: 'token', token: TOKEN }],
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it("hears an Android web message listener's reply on its object", async () => {
    const object = Object.assign(new EventTarget(), { postMessage: vi.fn() });
    anyWindow[NATIVE_BRIDGE_NAME] = object;
    const { heard, stop } = atTop();
    await talkingCodeArrived();
    object.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ access_token: TOKEN }) }));
    stop();
    object.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: 'signOut' }) }));
    expect(heard.mock.calls).toEqual([[{ kind: 'token', token: TOKEN }]]);
  });

  it('ignores what a window posted and what is not a MessageEvent, with one warning per kind and no content', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bridge = findAppBridge([], createWarnings('drinking-check').warn, window);
    const heard = vi.fn();
    bridge.listen(heard);
    await talkingCodeArrived();
    for (let i = 0; i < 100; i += 1)
      window.dispatchEvent(new MessageEvent('message', { data: { access_token: TOKEN }, source: window }));
    document.dispatchEvent(Object.assign(new Event('message'), { data: { access_token: TOKEN } }));
    document.dispatchEvent(new MessageEvent('message', { data: `{"access_token":"${'x'.repeat(30_000)}"}` }));
    expect(heard).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls.flat().join(' ')).not.toContain(TOKEN);
  });
});

describe('the bridge in a frame', () => {
  const framed = () => {
    const parent = { postMessage: vi.fn() };
    const win = { parent, addEventListener: vi.fn(), removeEventListener: vi.fn() } as unknown as Window &
      Record<string, unknown>;
    return { parent, win };
  };

  it('posts to the parent with the exact first parent-origin, even with an iOS or Android object', async () => {
    const { parent, win } = framed();
    win[NATIVE_BRIDGE_NAME] = { postMessage: vi.fn() };
    const bridge = findAppBridge(['https://app.test', 'https://other.test'], vi.fn(), win);
    expect(bridge).toMatchObject({ kind: 'frame', hasApp: true, canPost: true });
    bridge.post(READY);
    await talkingCodeArrived();
    expect(parent.postMessage).toHaveBeenCalledWith(READY, 'https://app.test');
  });

  it("uses React Native's bridge to post, and waits for no token without parent-origin", async () => {
    const { parent, win } = framed();
    win.ReactNativeWebView = { postMessage: vi.fn() };
    const bridge = findAppBridge([], vi.fn(), win);
    expect(bridge).toMatchObject({ hasApp: false, canPost: true });
    bridge.post(READY);
    await talkingCodeArrived();
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect((win.ReactNativeWebView as { postMessage: ReturnType<typeof vi.fn> }).postMessage).toHaveBeenCalled();
  });
});

describe("the element's inbox", () => {
  const silent = { kind: 'none', hasApp: false, canPost: false, post: () => false, listen: () => () => undefined } as const;

  it('keeps the last message for a sign-in that starts later, and for one rebuilt after it', () => {
    const element = {};
    deliverToElement(element, { kind: 'token', token: TOKEN });
    deliverToElement(element, { kind: 'signOut' });
    deliverToElement(element, { kind: 'token', token: `${TOKEN}-2` });
    const first = vi.fn();
    const stop = listenToApp(element, silent, first);
    expect(first.mock.calls).toEqual([[{ kind: 'token', token: `${TOKEN}-2` }]]);
    deliverToElement(element, { kind: 'signOut' });
    stop();
    const rebuilt = vi.fn();
    listenToApp(element, silent, rebuilt);
    expect(first).toHaveBeenCalledTimes(2);
    expect(rebuilt.mock.calls).toEqual([[{ kind: 'signOut' }]]);
  });

  it("passes the bridge's messages through, and stops the bridge with the listener", () => {
    const stopBridge = vi.fn();
    let fromBridge: ((message: { kind: 'signOut' }) => void) | undefined;
    const bridge = { ...silent, listen: (on: typeof fromBridge) => ((fromBridge = on), stopBridge) };
    const heard = vi.fn();
    const stop = listenToApp({}, bridge, heard);
    fromBridge!({ kind: 'signOut' });
    stop();
    expect(heard).toHaveBeenCalledWith({ kind: 'signOut' });
    expect(stopBridge).toHaveBeenCalled();
  });
});
