// Stand-ins for the three kinds of app around a Drinking Check that is the WebView's whole page,
// each delivering as its platform does (docs/decisions/0260-the-page-an-app-loads.md), and each
// answering as the host guide's snippet does (app-snippets.js reads them from the guide).
import { callAsyncJavaScript, guideSnippets, runInPage } from './app-snippets.js';

/** react-native-webview's postMessage on Android: its injected script, dispatching on document. */
const reactNativeAndroid = (text) =>
  runInPage(
    `(function () {var event;var data = ${JSON.stringify({ data: text })};try {event = new MessageEvent('message', data);} catch (e) {event = document.createEvent('MessageEvent');event.initMessageEvent('message', true, true, data.data, data.origin, data.lastEventId, data.source);}document.dispatchEvent(event);})();`,
  );
/** react-native-webview's postMessage on iOS: a MessageEvent dispatched on window. */
const reactNativeIos = (text) =>
  runInPage(`window.dispatchEvent(new MessageEvent('message', ${JSON.stringify({ data: text })}));`);

export const BRIDGES = {
  'React Native on Android': 'reactNativeAndroid',
  'React Native on iOS': 'reactNativeIos',
  'iOS WKWebView': 'ios',
  'Android WebView, web message listener': 'androidListener',
  'Android WebView, JavaScript interface': 'androidInterface',
};

/**
 * Puts an app's bridge on this page, before the widget starts. `app.token` is what the app gives
 * when asked (undefined: signed out; `app.silent` makes it never answer). `app.received` lists
 * every message the app got, parsed; `app.opened` the links it opened; `app.bodies` what reached
 * native code, as it arrived.
 */
export async function installApp(kind) {
  const snippets = await guideSnippets();
  const app = { kind, token: undefined, silent: false, received: [], opened: [], bodies: [] };
  const later = (run) => setTimeout(run, 0); // native code answers in a later task, never inside the call
  const hear = (body) => {
    app.bodies.push(body);
    const message = JSON.parse(body);
    app.received.push(message);
    return message;
  };

  if (kind === 'reactNativeAndroid' || kind === 'reactNativeIos') {
    const deliver = kind === 'reactNativeAndroid' ? reactNativeAndroid : reactNativeIos;
    const onMessage = snippets.reactNativeOnMessage({ current: { postMessage: deliver } }, async () => app.token, {
      openURL: (url) => app.opened.push(url),
    });
    window.ReactNativeWebView = {
      postMessage(text) {
        hear(text);
        if (!app.silent) later(() => onMessage({ nativeEvent: { data: text } }));
      },
    };
    app.signOut = () => deliver(JSON.stringify({ type: 'signOut' }));
    app.send = deliver;
  } else if (kind === 'ios') {
    const { handlerName, signInBody, signOutBody } = snippets.swift;
    const signIn = (token) => (token ? callAsyncJavaScript(signInBody, { token }) : callAsyncJavaScript(signOutBody));
    window.webkit = {
      messageHandlers: {
        [handlerName]: {
          postMessage(body) {
            const message = hear(body);
            if (app.silent) return;
            if (message.type === 'requestToken') later(() => signIn(app.token));
            if (message.type === 'openLink') app.opened.push(message.detail.url);
          },
        },
      },
    };
    app.signOut = () => callAsyncJavaScript(signOutBody);
    app.send = (text) => callAsyncJavaScript(signInBody, { token: JSON.parse(text).access_token });
  } else {
    const { objectName, tokenReply, signOutReply, evaluateScript } = snippets.kotlin;
    const listener = kind === 'androidListener';
    const object = listener ? new EventTarget() : {};
    const signOutScript = "document.querySelector('drinking-check').appSignOut()";
    const reply = (text) => object.dispatchEvent(new MessageEvent('message', { data: text }));
    const answer = (token) =>
      listener ? reply(token ? tokenReply(token) : signOutReply) : runInPage(token ? evaluateScript(token) : signOutScript);
    object.postMessage = (text) => {
      const message = hear(text);
      if (app.silent) return;
      if (message.type === 'requestToken') later(() => answer(app.token));
      if (message.type === 'openLink') app.opened.push(message.detail.url);
    };
    window[objectName] = object;
    app.signOut = () => (listener ? reply(signOutReply) : runInPage(signOutScript));
    app.send = (text) => (listener ? reply(text) : runInPage(evaluateScript(JSON.parse(text).access_token)));
  }
  app.remove = () => {
    delete window.ReactNativeWebView;
    delete window.webkit;
    delete window[snippets.kotlin.objectName];
  };
  return app;
}
