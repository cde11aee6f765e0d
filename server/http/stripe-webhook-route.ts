import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { applyStripeEvent } from '../services/payments/card-orders';
import { STAND_CHANGES_TOPIC } from '../services/fundraiser-stands';
import { STOCK_CHANGES_TOPIC } from '../services/stock';
import type { InvalidationBus } from '../services/invalidation-bus';

// Stripe's events about card orders. The signature is an HMAC of the exact bytes Stripe sent, so this route (and only
// this one) keeps its body raw; Stripe's servers send no Origin, and the signature is the credential instead.

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';
// Stripe's events are a few kilobytes; a checkout session with many lines stays well under this.
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** Whether a request is Stripe's event POST, which the Origin check lets through. */
export function isStripeWebhook(request: FastifyRequest): boolean {
  return request.method === 'POST' && request.routeOptions.url === STRIPE_WEBHOOK_PATH;
}

type WebhookDeps = { db: Database; config: Config; now: () => Date; mailQueued: () => Promise<void>; bus: InvalidationBus };

export async function stripeWebhookPlugin(app: FastifyInstance, deps: WebhookDeps) {
  const stripe = deps.config.stripe;
  // Without keys there are no card orders and nothing to verify events with: the route does not exist.
  if (!stripe) return;
  // In this plugin's own scope, so every other route keeps parsing JSON as before.
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
  app.post(STRIPE_WEBHOOK_PATH, { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const signature = request.headers['stripe-signature'];
    if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
      return reply.code(400).send({ error: { message: 'A signed Stripe event is expected.' } });
    }
    // The package loads with the first event, not with the server.
    const { webhooks } = (await import('stripe')).default;
    let event: Stripe.Event;
    try {
      event = webhooks.constructEvent(request.body, signature, stripe.webhookSecret);
    } catch {
      return reply.code(400).send({ error: { message: 'The Stripe-Signature header does not match this event.' } });
    }
    const outcome = await applyStripeEvent(deps.db, event, {
      publicUrl: deps.config.publicUrl,
      now: deps.now(),
      mailQueued: deps.mailQueued,
      moneyChanged: () => deps.bus.publish(STAND_CHANGES_TOPIC),
      stockChanged: () => deps.bus.publish(STOCK_CHANGES_TOPIC),
    });
    return reply.code(200).send({ received: true, outcome });
  });
}
