// The app around demo/app.html, as each platform's bridge works (dist/README.md, "In a mobile
// app"): the page speaks to the app through the object the app put on it, and the app answers
// as its platform lets it. `?bridge=react-native|ios|android`; the test token is a made-up,
// unsigned JWT (header.payload.signature). Everything shown is text, never HTML.
const kind = new URLSearchParams(location.search).get('bridge') ?? 'react-native';
const messages = document.getElementById('messages');
const status = document.getElementById('status');
const signedIn = document.getElementById('signed-in');

const base64Url = (value) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const testToken = (secondsLeft) =>
  [
    base64Url({ alg: 'none', typ: 'JWT' }),
    base64Url({
      name: 'Sam Test',
      extension_DateOfBirth: '1990-05-17',
      extension_Sex: 'Female',
      exp: Math.floor(Date.now() / 1000) + secondsLeft,
    }),
    'test-signature',
  ].join('.');
const check = () => document.querySelector('drinking-check');

/** What the app heard, newest last. */
function heard(text) {
  const { type, detail } = JSON.parse(text);
  const item = document.createElement('li');
  item.textContent = `${type}: ${JSON.stringify(detail ?? {}).slice(0, 200)}`;
  messages.append(item);
  while (messages.children.length > 30) messages.firstElementChild.remove();
  return { type, detail };
}

// Each platform: how the page speaks to the app (the object put on the page), and how the app answers.
const PLATFORMS = {
  'react-native': {
    name: 'React Native: window.ReactNativeWebView; the app answers with webView.postMessage, a message event on document (Android) or window (iOS).',
    install: (onMessage) => (window.ReactNativeWebView = { postMessage: onMessage }),
    // What react-native-webview's postMessage runs in the page on Android.
    send: (message) => document.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) })),
  },
  ios: {
    name: "iOS: the script message handler window.webkit.messageHandlers.alcoholAwareness; the app answers with callAsyncJavaScript, calling the element's appSignIn().",
    install: (onMessage) => (window.webkit = { messageHandlers: { alcoholAwareness: { postMessage: onMessage } } }),
    send: (message) => ('access_token' in message ? check().appSignIn(message.access_token) : check().appSignOut()),
  },
  android: {
    name: "Android: the object window.alcoholAwareness of a web message listener; the app answers with the listener's replyProxy.postMessage.",
    install: (onMessage) => {
      const object = new EventTarget();
      object.postMessage = onMessage;
      window.alcoholAwareness = object;
    },
    send: (message) => window.alcoholAwareness.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) })),
  },
};
const platform = PLATFORMS[kind] ?? PLATFORMS['react-native'];
document.getElementById('bridge').textContent = platform.name;

/** Native code answers in a later task, never inside the page's call. */
function send(message, said) {
  setTimeout(() => {
    platform.send(message);
    status.textContent = said;
  });
}
const sendToken = () => send({ access_token: testToken(3600) }, 'The app sent the test token.');
const signOut = () => send({ type: 'signOut' }, 'The app sent sign-out.');

platform.install((text) => {
  const { type, detail } = heard(text);
  if (type === 'requestToken') (signedIn.checked ? sendToken : signOut)();
  if (type === 'openLink') status.textContent = `The app would open ${detail.url} in the browser.`;
});

document.getElementById('send-token').addEventListener('click', sendToken);
document
  .getElementById('send-expired')
  .addEventListener('click', () =>
    send({ access_token: testToken(-60) }, 'The app sent an expired token: the widget shows the person signed out.'),
  );
document.getElementById('sign-out').addEventListener('click', signOut);
