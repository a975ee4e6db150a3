// Requests whose body trickles in, a byte a second, as a client holding the API's connections
// would: for the reference API's caps (reference-api-suite.mjs,
// docs/decisions/0291-an-api-one-client-cannot-lock-out.md). Each comes from one of `addresses`
// in 127.0.0.0/8 (all this machine's), so that the API sees clients other than the tests' own
// (127.0.0.1).
import { connect } from 'node:net';

const HEAD = [
  'POST /tools/v1/selfassessment HTTP/1.1',
  'Host: localhost',
  'Content-Type: application/json',
  'Content-Length: 90000',
  '',
  '',
].join('\r\n');

/**
 * Opens `count` connections to `port`, spread over `addresses` in turn, `batch` at a time; each
 * sends its headers at once and then a byte of its body every `everyMs`. Resolves once each has
 * connected or been closed, with `open()` (how many the server has not closed) and `destroy()`.
 */
export async function openTricklingRequests(port, count, { addresses, batch = 300, everyMs = 1000 }) {
  const sockets = [];
  const one = (index) =>
    new Promise((settled) => {
      const socket = connect({ port, host: '127.0.0.1', localAddress: addresses[index % addresses.length] });
      const state = { socket, closed: false };
      sockets.push(state);
      socket.resume(); // read the server's close (or 408) as it comes
      socket.on('error', () => undefined); // a reset by the server is a close
      socket.once('connect', () => {
        socket.write(`${HEAD}{`);
        settled();
      });
      socket.once('close', () => {
        state.closed = true;
        settled();
      });
    });
  for (let start = 0; start < count; start += batch)
    await Promise.all(Array.from({ length: Math.min(batch, count - start) }, (_, n) => one(start + n)));
  const trickle = setInterval(() => {
    for (const { socket, closed } of sockets) if (!closed) socket.write(' ');
  }, everyMs);
  return {
    open: () => sockets.filter((s) => !s.closed).length,
    destroy() {
      clearInterval(trickle);
      sockets.forEach((s) => s.socket.destroy());
    },
  };
}
