// How long the reference API keeps a connection that sends nothing, and how many it keeps at once,
// in all and from one client address (docs/decisions/0241-idle-connections-closed-and-capped.md,
// docs/decisions/0291-an-api-one-client-cannot-lock-out.md). Each connection is in one of three
// states: idle (no request of its own under way: before its first request's headers have arrived
// whole, and between requests), receiving (a request's headers have come, its body is still
// coming) or answering (the whole request is in; the route runs). An idle one is closed after
// `idleMs` of silence (or Node's keep-alive timeout after an answer). An address at its own cap
// gets a new connection only by closing one of its own idle over a second; otherwise the new one
// is closed, so a client that opens connections without end costs the others nothing. At the cap
// of all connections, a new one closes the one idle longest if it has been idle over a second (a
// real client sends its request within milliseconds of connecting), else the one receiving
// longest, else the one idle longest: sockets held open by clients that say nothing or trickle
// their bodies cannot keep anyone else out, and a burst of new clients does not close its own. A
// request being answered is never cut short, however long the database takes; only when every
// connection is answering is the new one closed instead.

/**
 * Defaults: silence closes after 5 s, a kept-alive connection 5 s after its answer, at most 2,000
 * connections at once and 200 from one address.
 */
export const CONNECTION_LIMITS = { idleMs: 5_000, keepAliveMs: 5_000, maxConnections: 2_000, maxPerAddress: 200 };

/** How long a new or kept-alive connection may be idle before it goes ahead of a trickling request. */
const IDLE_GRACE_MS = 1_000;

/** True when a request has a body still to come (a length over 0, or chunked). */
const bodyToCome = (request) =>
  !request.complete && (Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined);

/**
 * Applies the limits to an http.Server before it listens. Returns live counts: `open` now, `peak`,
 * `evicted` (idle or receiving ones closed for a newer one), `refused` (new ones closed: their
 * address at its cap, or all answering), and `from(address)`, the connections open from one address.
 */
export function limitConnections(server, { idleMs, keepAliveMs, maxConnections, maxPerAddress }) {
  /** Idle sockets, with when each became idle: the longest idle first (a Map keeps the order they were added in). */
  const idle = new Map();
  /** Sockets whose request's body is still coming, the longest first, with how many such requests. */
  const receiving = new Map();
  /** Sockets with a request under way (receiving or answering), with how many (HTTP/1.1 may pipeline). */
  const busy = new Map();
  /** Open sockets, with the address each came from (a closed socket no longer says). */
  const open = new Map();
  /** Open sockets by remote address. */
  const byAddress = new Map();
  const counts = {
    get open() {
      return open.size;
    },
    from: (address) => byAddress.get(address) ?? 0,
    peak: 0,
    evicted: 0,
    refused: 0,
  };
  const forget = (socket) => {
    const address = open.get(socket);
    if (!open.delete(socket)) return;
    idle.delete(socket);
    busy.delete(socket);
    receiving.delete(socket);
    const left = (byAddress.get(address) ?? 1) - 1;
    if (left > 0) byAddress.set(address, left);
    else byAddress.delete(address);
  };
  /** At the cap of all connections, the one to close for a newer one (see the top of this file). */
  const victim = () => {
    const [idleLongest] = idle;
    if (idleLongest && Date.now() - idleLongest[1] > IDLE_GRACE_MS) return idleLongest[0];
    const [receivingLongest] = receiving.keys();
    return receivingLongest ?? idleLongest?.[0];
  };
  /** At an address's cap, the one of its own to close: idle for over the grace, or none. */
  const idleOf = (address) => {
    for (const [socket, since] of idle) if (open.get(socket) === address && Date.now() - since > IDLE_GRACE_MS) return socket;
    return undefined;
  };
  /** Closes `socket` for a newer one; false when there is none. */
  const evict = (socket) => {
    if (socket === undefined) return false;
    forget(socket);
    socket.destroy();
    counts.evicted += 1;
    return true;
  };
  const doneReceiving = (socket) => {
    const left = (receiving.get(socket) ?? 0) - 1;
    if (left > 0) receiving.set(socket, left);
    else receiving.delete(socket);
  };

  // Node sets this on each new socket, and again when a kept-alive one starts its next request;
  // with a 'timeout' listener on the server, Node leaves the closing to it (below).
  server.timeout = idleMs;
  server.keepAliveTimeout = keepAliveMs;
  server.on('timeout', (socket) => {
    if (!busy.has(socket)) socket.destroy();
  });

  server.on('connection', (socket) => {
    const address = socket.remoteAddress;
    const roomFromAddress = counts.from(address) < maxPerAddress || evict(idleOf(address));
    if (!roomFromAddress || (counts.open >= maxConnections && !evict(victim()))) {
      counts.refused += 1;
      return socket.destroy();
    }
    open.set(socket, address);
    idle.set(socket, Date.now());
    byAddress.set(address, counts.from(address) + 1);
    counts.peak = Math.max(counts.peak, counts.open);
    socket.once('close', () => forget(socket));
  });

  server.on('request', (request, response) => {
    const { socket } = request;
    if (!open.has(socket)) return; // closed already
    idle.delete(socket);
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    let stillReceiving = bodyToCome(request);
    const received = () => {
      if (stillReceiving) doneReceiving(socket);
      stillReceiving = false;
    };
    if (stillReceiving) {
      receiving.set(socket, (receiving.get(socket) ?? 0) + 1);
      request.once('end', received);
    }
    response.once('close', () => {
      received();
      const left = (busy.get(socket) ?? 0) - 1;
      if (left > 0) return busy.set(socket, left);
      if (!busy.delete(socket) || socket.destroyed) return;
      idle.set(socket, Date.now());
    });
  });

  return counts;
}
