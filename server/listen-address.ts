/** Where the server listens when PORT and HOST are not set. */
export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = '0.0.0.0';

/**
 * Where the supervisor holds the port, read as the configuration reads PORT and HOST, or null for a PORT the
 * configuration would refuse. The supervisor reads only these and NODE_ENV: the configuration's validator alone would
 * add about 14 MB to a process that is meant to stay small. The site's process validates every setting, and a start
 * with a wrong one ends with its message.
 */
export function listenAddress(env: NodeJS.ProcessEnv): { port: number; host: string } | null {
  const port = Number(env.PORT ?? DEFAULT_PORT);
  return Number.isInteger(port) && port >= 1 && port <= 65535 ? { port, host: env.HOST ?? DEFAULT_HOST } : null;
}
