import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { UNSUBSCRIBE_LINK_INVALID, unsubscribeTokenSchema } from '@shared/schemas/newsletter';
import { UNSUBSCRIBE_PATH, unsubscribe } from '../services/newsletter';

// One-click unsubscribe for mail clients (the List-Unsubscribe-Post header): the client POSTs
// "List-Unsubscribe=One-Click" to the link from the List-Unsubscribe header, from its own servers, with no cookie and
// no Origin. The token in the link is the credential, so the site's Origin check does not apply to this one route.
// A GET of the same link is the single-page app's page, which asks before it unsubscribes (link scanners prefetch).

/** The form bodies a mail client sends; their content is not needed, only accepted. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const FORM_BODY_LIMIT = 4096;

/** Whether a request is the one-click POST, which the Origin check lets through. */
export function isOneClickUnsubscribe(request: FastifyRequest): boolean {
  return request.method === 'POST' && request.routeOptions.url === UNSUBSCRIBE_PATH;
}

export async function newsletterUnsubscribePlugin(app: FastifyInstance, options: { db: Database; now: () => Date }) {
  for (const type of FORM_TYPES) {
    if (!app.hasContentTypeParser(type)) {
      app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => done(null, body));
    }
  }
  app.post<{ Querystring: { token?: string } }>(UNSUBSCRIBE_PATH, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const token = unsubscribeTokenSchema.safeParse(request.query.token);
    if (!token.success) return reply.code(400).send({ error: { message: UNSUBSCRIBE_LINK_INVALID } });
    const result = await unsubscribe(options.db, token.data, options.now());
    if (!result) return reply.code(404).send({ error: { message: UNSUBSCRIBE_LINK_INVALID } });
    return reply.code(200).send({ unsubscribed: true });
  });
}
