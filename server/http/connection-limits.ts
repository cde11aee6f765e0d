import type { Server, ServerOptions } from 'node:http';
import type { ConnectionLimits } from '../config';

/**
 * Fastify's options for slow clients: a request whose headers or whole body take too long is answered 408 and its
 * connection closed, a silent connection is closed, and a kept-alive one waits only so long for its next request.
 * Without them a socket trickling a byte now and then is held for ever, and enough of them use up the process's file
 * descriptors.
 */
export function timeoutOptions(limits: ConnectionLimits): {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      // Node checks the header and request timeouts on this interval (30 s by default), so a deadline is kept to
      // within a fraction of itself.
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4))),
    },
  };
}

/**
 * Caps open connections: in all (Node closes a connection beyond it as it arrives), and per client address, so one
 * client opening connections without end leaves room for everyone else. The address is the connection's own peer:
 * behind a proxy that is the proxy, and the cap per address is then off (see loadConfig).
 */
export function capConnections(server: Server, limits: ConnectionLimits): void {
  server.maxConnections = limits.maxConnections;
  if (limits.maxConnectionsPerAddress === 0) return;
  const openPerAddress = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const open = openPerAddress.get(address) ?? 0;
    if (open >= limits.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    openPerAddress.set(address, open + 1);
    socket.once('close', () => {
      const left = (openPerAddress.get(address) ?? 1) - 1;
      if (left === 0) openPerAddress.delete(address);
      else openPerAddress.set(address, left);
    });
  });
}
