// The "app" side of the WebView demo. The widget runs on the other demo origin (127.0.0.1 vs
// localhost), so the token crosses origins as it would from an app; it is posted to that exact
// origin, never '*'. The token is a made-up test JWT: header.payload.signature, unsigned.
// `?trusted-origin=<origin>` makes the widget trust another origin than this page's, to show
// that a token from an origin the widget does not trust is ignored.
const frameOrigin = location.hostname === 'localhost' ? `http://127.0.0.1:${location.port}` : `http://localhost:${location.port}`;
const trusted = new URLSearchParams(location.search).get('trusted-origin') || location.origin;
const frame = document.getElementById('app-frame');
const status = document.getElementById('status');
const messages = document.getElementById('messages');
const frameUrl = new URL('/demo/webview-frame.html', frameOrigin);
frameUrl.searchParams.set('parent', trusted);
// As an app does: the widget asks its parent for the token when it starts.
frameUrl.searchParams.set('auto_login', 'true');
frame.src = frameUrl.href;

document.getElementById('trust').textContent =
  trusted === location.origin
    ? `The widget trusts this page (${trusted}), so the token it posts is accepted.`
    : `The widget trusts ${trusted}, not this page (${location.origin}), so the token it posts is ignored.`;

const base64Url = (value) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const testToken = [
  base64Url({ alg: 'none', typ: 'JWT' }),
  base64Url({
    name: 'Sam Test',
    extension_DateOfBirth: '1990-05-17',
    extension_Sex: 'Female',
    exp: Math.floor(Date.now() / 1000) + 3600,
  }),
  'test-signature',
].join('.');

document.getElementById('send-token').addEventListener('click', () => {
  frame.contentWindow.postMessage({ access_token: testToken }, frameOrigin);
  status.textContent = `Token posted to ${frameOrigin}.`;
});

// What the widget tells the app, newest last, as text (never as HTML).
window.addEventListener('message', (event) => {
  if (event.origin !== frameOrigin || event.source !== frame.contentWindow) return;
  const { type, detail } = event.data ?? {};
  const item = document.createElement('li');
  item.textContent =
    type === 'requestToken'
      ? 'requestToken: the widget asks for a token (press "Send test token").'
      : `${type}: ${JSON.stringify(detail ?? {}).slice(0, 200)}`;
  messages.append(item);
  while (messages.children.length > 20) messages.firstElementChild.remove();
});
