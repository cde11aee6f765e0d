import type { FastifyInstance } from 'fastify';

function isWebResponse(payload: unknown): payload is Response {
  // The same test Fastify makes: a Response from another realm (undici's own copy) is still a Response.
  return typeof payload === 'object' && payload !== null && Object.prototype.toString.call(payload) === '[object Response]';
}

/**
 * Handlers may send a web `Response` (tRPC's adapter does, for every call). Fastify copies that Response's status and
 * headers onto the reply only after every onSend hook has run, so any hook that replaces the payload in between loses
 * them: compression takes the Response's body stream and sends it as 200 without the Response's Content-Type or Vary
 * (a 401 went out as a gzipped 200). Unpacking the Response into the reply in the first onSend hook makes its status
 * and headers the reply's own before any other hook looks, whatever later hooks do with the body.
 *
 * Must be added before any plugin is registered: a plugin's context copies the hooks that exist when it is created.
 */
export function unpackWebResponses(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!isWebResponse(payload)) return done(null, payload);
    if (payload.bodyUsed) return done(new Error('The response body was already read'));
    reply.code(payload.status);
    for (const [name, value] of payload.headers) {
      // Vary from the Response is added to what the reply already varies on, never in place of it.
      if (name === 'vary' && reply.hasHeader('vary')) reply.header('vary', `${String(reply.getHeader('vary'))}, ${value}`);
      else reply.header(name, value);
    }
    // Null (no body) or a web ReadableStream, which Fastify and the compression hook both stream.
    done(null, payload.body);
  });
}
