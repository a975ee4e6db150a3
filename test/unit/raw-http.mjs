// Requests that fetch() will not send: a malformed request line, a body a byte at a time, a
// request left unfinished. For the tests of the page server and the reference API.
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';

/**
 * Writes `text` on a new connection and resolves with everything the server sent, and how long
 * after the write it closed the connection (or `waitMs`, when it did not: closed is then false).
 */
export function rawExchange(port, text, waitMs = 5000) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let started;
    const timer = setTimeout(() => finish(false), waitMs);
    const finish = (closed) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ received, closed, afterMs: Date.now() - started });
    };
    socket.once('connect', () => {
      started = Date.now();
      socket.write(text);
    });
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.once('close', () => finish(true));
    socket.once('error', reject);
  });
}

/** What the server answered to a raw request (it must close the connection: send Connection: close). */
export const rawRequest = async (port, text) => (await rawExchange(port, text)).received;

/** POSTs `body` (a Buffer) one byte per write, a few milliseconds apart. Resolves { status, text }. */
export function sendInPieces(base, path, body, headers) {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${base}${path}`,
      { method: 'POST', headers: { ...headers, 'Content-Length': body.length } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, text }));
      },
    );
    outgoing.once('error', reject);
    outgoing.once('socket', (socket) => socket.setNoDelay(true));
    let index = 0;
    const next = () => {
      if (index === body.length) return outgoing.end();
      outgoing.write(body.subarray(index, index + 1));
      index += 1;
      setTimeout(next, 2);
    };
    next();
  });
}
