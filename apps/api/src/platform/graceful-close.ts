import net from 'node:net';
import type { Socket } from 'node:net';
import { Status } from '@portal/contracts/status-names';
import type { FastifyInstance } from 'fastify';

/**
 * The stop of a listening instance without a reset connection (ADR 0036). HTTP/1.1 keeps
 * connections open between requests, and a server that closes one while its client is sending
 * the next request on it makes that client see ECONNRESET, without knowing whether a POST was
 * applied. So:
 * 1. while draining (`app.draining`, from SIGTERM on) every answer says `Connection: close`: each
 *    client closes its kept-alive connection after the answer instead of sending on it again;
 * 2. then new requests are refused with 503 (code 500), `Retry-After` and `Connection: close`,
 *    without running anything, until no request has started for IDLE_GRACE_MS (at most
 *    QUIET_MAX_MS): the clients have gone elsewhere;
 * 3. only then the listener stops accepting, and the connections left, idle for at least
 *    IDLE_GRACE_MS, are closed: no client is in the middle of using them.
 * Closing the listener earlier would reset the connections still waiting in its accept queue;
 * closing idle connections earlier, those a client is writing to.
 */
const IDLE_GRACE_MS = 1000;
const QUIET_MAX_MS = 15_000;
const RETRY_AFTER_SECONDS = 5;

export interface GracefulClose {
  /** Refuses new requests, waits for quiet, stops listening and closes the app. */
  close(): Promise<void>;
}

/** Installs the drain's hooks and the connection tracking; call before `listen`. */
export function registerGracefulClose(app: FastifyInstance): GracefulClose {
  const busy = new Map<Socket, number>();
  let lastRequestAt = 0;
  let refusing = false;

  app.server.on('connection', (socket: Socket) => {
    busy.set(socket, 0);
    socket.once('close', () => busy.delete(socket));
  });
  app.server.on('request', (req, res) => {
    const socket = req.socket;
    lastRequestAt = Date.now();
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    res.once('close', () => {
      lastRequestAt = Date.now();
      if (busy.has(socket)) busy.set(socket, Math.max(0, (busy.get(socket) ?? 1) - 1));
    });
  });

  app.addHook('onRequest', async (_request, reply) => {
    if (!refusing) return;
    reply.header('retry-after', String(RETRY_AFTER_SECONDS)).header('connection', 'close');
    return reply.code(503).send({ status: Status.ServiceUnavailable, datos: null });
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (app.draining) reply.header('connection', 'close');
    return payload;
  });

  const quiet = () =>
    new Promise<void>((resolve) => {
      const until = Date.now() + QUIET_MAX_MS;
      const check = () => {
        const working = [...busy.values()].some((n) => n > 0);
        if ((!working && Date.now() - lastRequestAt >= IDLE_GRACE_MS) || Date.now() >= until) return resolve();
        setTimeout(check, 100).unref();
      };
      check();
    });

  return {
    async close() {
      refusing = true;
      await quiet();
      // net's close only stops accepting; http's would also cut the idle connections at once.
      net.Server.prototype.close.call(app.server);
      // Fastify closes the connections left (idle for IDLE_GRACE_MS) and waits for any answer.
      await app.close();
    },
  };
}
