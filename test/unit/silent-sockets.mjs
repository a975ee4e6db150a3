// Connections that say nothing, as a client holding sockets open would: for the reference API's
// connection limits (reference-api-suite.mjs, docs/decisions/0241-idle-connections-closed-and-capped.md).
import { connect } from 'node:net';

/**
 * Opens `count` TCP connections to `port` that send nothing. Resolves once each has connected or
 * been closed, with `open()` (how many the server has not closed yet), `lifetimes()` (for each
 * closed one, the milliseconds from its connection to its close), `closed()` and `destroy()`.
 */
export async function openSilentSockets(port, count) {
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((settled) => {
          const socket = connect(port, '127.0.0.1');
          const state = { socket, openedAt: undefined, closedAt: undefined };
          socket.resume(); // read the server's close as it comes
          socket.once('connect', () => {
            state.openedAt = Date.now();
            settled(state);
          });
          socket.once('close', () => {
            state.closedAt = Date.now();
            settled(state);
          });
          socket.on('error', () => undefined); // a reset by the server is a close
        }),
    ),
  );
  return {
    open: () => sockets.filter((s) => s.closedAt === undefined).length,
    closed: () => sockets.every((s) => s.closedAt !== undefined),
    lifetimes: () => sockets.filter((s) => s.closedAt !== undefined).map((s) => s.closedAt - (s.openedAt ?? s.closedAt)),
    destroy: () => sockets.forEach((s) => s.socket.destroy()),
  };
}

/** Polls `done()` every 20 ms until it is true or `withinMs` have passed; resolves with it. */
export async function waitFor(done, withinMs) {
  const until = Date.now() + withinMs;
  while (!done() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  return done();
}
