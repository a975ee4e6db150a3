// The "app" side of the WebView demo. The widget runs on the other demo origin (127.0.0.1 vs
// localhost), so the token crosses origins as it would from an app; it is posted to that exact
// origin, never '*'. The token is a made-up test JWT: header.payload.signature, unsigned.
const frameOrigin = location.hostname === 'localhost' ? `http://127.0.0.1:${location.port}` : `http://localhost:${location.port}`;
const frame = document.getElementById('app-frame');
frame.src = `${frameOrigin}/demo/webview-frame.html?parent=${encodeURIComponent(location.origin)}`;

const base64Url = (value) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const testToken = [
  base64Url({ alg: 'none', typ: 'JWT' }),
  base64Url({ name: 'Sam Test', extension_DateOfBirth: '1990-05-17', extension_Sex: 'Female', exp: Math.floor(Date.now() / 1000) + 3600 }),
  'test-signature',
].join('.');

document.getElementById('send-token').addEventListener('click', () => {
  frame.contentWindow.postMessage({ access_token: testToken }, frameOrigin);
  document.getElementById('status').textContent = `Token posted to ${frameOrigin}.`;
});

window.addEventListener('message', (event) => {
  if (event.origin !== frameOrigin || event.source !== frame.contentWindow) return;
  document.getElementById('status').textContent = `The widget says: ${JSON.stringify(event.data).slice(0, 200)}`;
});
