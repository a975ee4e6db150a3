// What the page server and the reference API share to survive what a public endpoint meets: URL
// parses and decodes that answer 400 instead of throwing, a request body read as bytes and decoded
// once, and header and body deadlines. See docs/decisions/0181-hardening-the-demo-servers.md.

/**
 * Defaults: the headers within 5 s, the whole request (headers and body) within 10 s: more than a
 * widget's save needs on a slow phone (its own deadline is 8 s), and a trickling client is ended
 * early (docs/decisions/0291-an-api-one-client-cannot-lock-out.md).
 */
export const TIMEOUTS = { headersMs: 5_000, requestMs: 10_000 };

/**
 * Options for http.createServer: Node answers 408 and closes a connection whose headers or whole
 * request take longer, checked every quarter of the shorter deadline (Node's default is 30 s).
 */
export function serverOptions({ headersMs, requestMs } = TIMEOUTS) {
  return {
    headersTimeout: headersMs,
    requestTimeout: requestMs,
    connectionsCheckingInterval: Math.max(50, Math.floor(Math.min(headersMs, requestMs) / 4)),
    keepAliveTimeout: 5_000,
  };
}

/** The request's URL, or undefined when it does not parse (`GET http://[`). */
export function requestUrl(request) {
  try {
    return new URL(request.url ?? '/', 'http://localhost');
  } catch {
    return undefined;
  }
}

/** decodeURIComponent, or undefined for a malformed escape (`/%`, `/%E0%A4%A`). */
export function decodePath(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

export class BodyError extends Error {
  /** `status`: 400 (not UTF-8) or 413 (too large). */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The body as text: every byte gathered first, then decoded once, so a character split across
 * chunks arrives whole. Throws BodyError when it is over `limitBytes` or not UTF-8.
 */
export function readText(request, limitBytes) {
  return new Promise((resolve, reject) => {
    const tooLarge = () => {
      // Drain the rest unread (destroying the request would close the socket before the answer).
      request.removeListener('data', gather).resume();
      reject(new BodyError(413, `The body is over ${limitBytes} bytes.`));
    };
    const chunks = [];
    let size = 0;
    function gather(chunk) {
      size += chunk.length;
      if (size > limitBytes) return tooLarge();
      chunks.push(chunk);
    }
    if (Number(request.headers['content-length']) > limitBytes) return tooLarge();
    request.on('data', gather);
    request.once('error', reject);
    // A client gone before the end: settle, so nothing waits for ever (no-op after 'end').
    request.once('close', () => reject(new BodyError(400, 'The body ended early.')));
    request.once('end', () => {
      if (size > limitBytes) return;
      try {
        resolve(UTF8.decode(Buffer.concat(chunks)));
      } catch {
        reject(new BodyError(400, 'The body is not UTF-8 text.'));
      }
    });
  });
}

/** True when a request says its body is JSON (`application/json`, any parameters). */
export const saysJson = (request) =>
  (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase() === 'application/json';

/** True when a request has a body (a length over 0 or a chunked one). */
export const hasBody = (request) =>
  Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** True when the caller is on this machine. */
export const fromLoopback = (request) => LOOPBACK.has(request.socket.remoteAddress ?? '');
