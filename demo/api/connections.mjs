// How long the reference API keeps a connection that sends nothing, and how many it keeps at once
// (docs/decisions/0241-idle-connections-closed-and-capped.md). A connection is idle while no
// request of its own is being answered: before its first request has arrived whole, and between
// requests. An idle one is closed after `idleMs` of silence (or Node's keep-alive timeout after
// an answer); a request being answered is never cut short by it, however long the database
// takes. At `maxConnections`, a new connection closes the one that has been idle longest, so
// sockets held open by a client that says nothing cannot keep anyone else out; only when every
// connection is answering a request is the new one closed instead.

/** Defaults: silence closes after 5 s, a kept-alive connection 5 s after its answer, at most 2,000 at once. */
export const CONNECTION_LIMITS = { idleMs: 5_000, keepAliveMs: 5_000, maxConnections: 2_000 };

/**
 * Applies the limits to an http.Server before it listens. Returns live counts: `open` now,
 * `peak`, `evicted` (idle ones closed for a newer one), `refused` (new ones closed: all busy).
 */
export function limitConnections(server, { idleMs, keepAliveMs, maxConnections }) {
  /** Idle sockets, the longest idle first (a Set keeps the order they were added in). */
  const idle = new Set();
  /** Sockets answering a request, with how many (HTTP/1.1 may pipeline). */
  const busy = new Map();
  const counts = {
    get open() {
      return idle.size + busy.size;
    },
    peak: 0,
    evicted: 0,
    refused: 0,
  };
  const forget = (socket) => {
    idle.delete(socket);
    busy.delete(socket);
  };

  // Node sets this on each new socket, and again when a kept-alive one starts its next request;
  // with a 'timeout' listener on the server, Node leaves the closing to it (below).
  server.timeout = idleMs;
  server.keepAliveTimeout = keepAliveMs;
  server.on('timeout', (socket) => {
    if (!busy.has(socket)) socket.destroy();
  });

  server.on('connection', (socket) => {
    if (counts.open >= maxConnections) {
      const [longestIdle] = idle;
      if (longestIdle === undefined) {
        counts.refused += 1;
        return socket.destroy();
      }
      forget(longestIdle);
      longestIdle.destroy();
      counts.evicted += 1;
    }
    idle.add(socket);
    counts.peak = Math.max(counts.peak, counts.open);
    socket.once('close', () => forget(socket));
  });

  server.on('request', (request, response) => {
    const { socket } = request;
    if (!idle.delete(socket) && !busy.has(socket)) return; // closed already
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (busy.get(socket) ?? 0) - 1;
      if (left > 0) return busy.set(socket, left);
      if (!busy.delete(socket) || socket.destroyed) return;
      idle.add(socket);
    });
  });

  return counts;
}
