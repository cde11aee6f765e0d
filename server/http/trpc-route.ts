import type { AnyRouter } from '@trpc/server';
import { resolveResponse, type HTTPBaseHandlerOptions } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What the site's tRPC context is made from: the request and the reply, as Fastify has them. */
export type TrpcContextSource = { req: FastifyRequest; res: FastifyReply };

type TrpcRouteOptions<TRouter extends AnyRouter> = Omit<HTTPBaseHandlerOptions<TRouter, FastifyRequest>, 'createContext'> & {
  prefix: string;
  createContext: (source: TrpcContextSource) => Promise<unknown>;
};

/**
 * The site's tRPC calls under `prefix`, answered by tRPC's own resolver. tRPC's Fastify adapter does more on every
 * call: it follows the connection with an AbortController that it aborts when the connection closes (making a
 * DOMException, stack and all), which undici's Request follows with another, and it hands the answer to Fastify as a
 * web Response, streamed. The site's calls are plain queries and mutations answered whole (no subscriptions, no
 * streamed batches), so nothing needs stopping when a client leaves: each call is made from the body Fastify has read,
 * and its answer is sent as the text it is, which compression then takes or leaves by its length like any other.
 */
export async function registerTrpcRoute<TRouter extends AnyRouter>(app: FastifyInstance, options: TrpcRouteOptions<TRouter>): Promise<void> {
  const { prefix, createContext, onError, ...handlerOptions } = options;
  await app.register(
    async (scope) => {
      // The body as text: tRPC parses it itself (with its own error for bad JSON).
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      scope.all<{ Params: { path: string } }>('/:path', async (request, reply) => {
        const response = await resolveResponse({
          ...handlerOptions,
          req: webRequestOf(request),
          path: request.params.path,
          error: null,
          createContext: () => createContext({ req: request, res: reply }),
          onError: onError ? (failure) => onError({ ...failure, req: request }) : undefined,
        });
        // The answer's status and headers become the reply's own before any onSend hook runs (the cache policy reads
        // the status; compression keeps both).
        reply.code(response.status);
        for (const [name, value] of response.headers) {
          // Vary from tRPC is added to what the reply already varies on, never in place of it.
          if (name === 'vary' && reply.hasHeader('vary')) reply.header('vary', `${String(reply.getHeader('vary'))}, ${value}`);
          else reply.header(name, value);
        }
        return reply.send(await response.text());
      });
    },
    { prefix },
  );
}

const REQUEST_BASE = 'http://localhost';

/**
 * The call as tRPC's resolver reads it: the parts of a web Request it uses (method, URL, headers, a signal, and the
 * body as JSON), made from what Fastify has read. A whole undici Request turned the body text back into a stream that
 * tRPC then read through web streams: with the Request's own making, about 8% of the site's thread in a rush of
 * orders. The resolver reads no other part of a Request for the calls this route takes: JSON bodies only (Fastify
 * answers 415 for a body it has no parser for, and tRPC refuses any other content type itself).
 */
function webRequestOf(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else headers.append(name, value);
  }
  const body = request.method !== 'GET' && request.method !== 'HEAD' && typeof request.body === 'string' ? request.body : '';
  const call: Pick<Request, 'method' | 'url' | 'headers' | 'signal' | 'json' | 'text'> = {
    method: request.method,
    // tRPC reads only the path and the query from the URL; the Host header is the client's spelling, and one that is
    // not a host name would make the URL, and the call, fail.
    url: new URL(request.url, REQUEST_BASE).href,
    headers,
    // Never aborted: the calls are answered whole, and nothing needs stopping when a client leaves.
    signal: new AbortController().signal,
    // A body that is not JSON throws SyntaxError here, as Request.json() does, and tRPC answers it as a parse error.
    json: async () => JSON.parse(body) as unknown,
    text: async () => body,
  };
  return call as Request;
}
