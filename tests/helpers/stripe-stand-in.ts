import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// A stand-in of the part of Stripe's HTTP API the site uses (create and retrieve a Checkout Session, create a refund),
// in the spirit of stripe-mock, plus a minimal hosted payment page that "pays" and sends the buyer to success_url.
// It honours idempotency keys as Stripe does (same key, same answer) and builds events signed as Stripe signs them.

export const STAND_IN_WEBHOOK_SECRET = 'whsec_standin0123456789';
export const STAND_IN_SECRET_KEY = 'sk_test_standin0123456789';

type Session = {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  payment_intent: string | null;
  url: string | null;
  line_items_sent: { quantity: number; unit_amount: number; name: string }[];
};

type Refund = { id: string; object: 'refund'; amount: number; payment_intent: string; status: 'succeeded'; metadata: Record<string, string> };

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

/** Starts the stand-in on a free port; `webhookUrl` (optional) is where its hosted page posts the paid event. */
export async function startStripeStandIn(options: { webhookUrl?: string } = {}) {
  const sessions = new Map<string, Session>();
  const refunds: Refund[] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: { method: string; path: string; idempotencyKey: string | undefined; form: URLSearchParams }[] = [];
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_standin${(counter += 1).toString().padStart(6, '0')}${Math.random().toString(36).slice(2, 10)}`;
  let baseUrl = '';

  function createSession(form: URLSearchParams): { status: number; body: unknown } {
    const lines: Session['line_items_sent'] = [];
    for (let i = 0; form.has(`line_items[${i}][quantity]`); i += 1) {
      lines.push({
        quantity: Number(form.get(`line_items[${i}][quantity]`)),
        unit_amount: Number(form.get(`line_items[${i}][price_data][unit_amount]`)),
        name: form.get(`line_items[${i}][price_data][product_data][name]`) ?? '',
      });
    }
    const id = nextId('cs_test');
    const session: Session = {
      id,
      object: 'checkout.session',
      mode: form.get('mode') ?? '',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: lines.reduce((sum, line) => sum + line.quantity * line.unit_amount, 0),
      currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
      client_reference_id: form.get('client_reference_id'),
      metadata: { order_number: form.get('metadata[order_number]') ?? '' },
      customer_email: form.get('customer_email'),
      success_url: form.get('success_url') ?? '',
      cancel_url: form.get('cancel_url') ?? '',
      expires_at: Number(form.get('expires_at') ?? 0),
      payment_intent: null,
      url: `${baseUrl}/pay/${id}`,
      line_items_sent: lines,
    };
    sessions.set(id, session);
    return { status: 200, body: session };
  }

  function createRefund(form: URLSearchParams): { status: number; body: unknown } {
    const paymentIntent = form.get('payment_intent') ?? '';
    const paid = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
    const refunded = refunds.filter((r) => r.payment_intent === paymentIntent).reduce((sum, r) => sum + r.amount, 0);
    const amount = Number(form.get('amount') ?? (paid ? paid.amount_total - refunded : 0));
    if (!paid || amount <= 0 || refunded + amount > paid.amount_total) {
      return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Refund amount is greater than unrefunded amount on charge' } } };
    }
    const refund: Refund = { id: nextId('re'), object: 'refund', amount, payment_intent: paymentIntent, status: 'succeeded', metadata: {} };
    refunds.push(refund);
    return { status: 200, body: refund };
  }

  /** What Stripe does when the buyer pays on its page. */
  function pay(sessionId: string): Session {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    if (session.status === 'open') Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: nextId('pi') });
    return session;
  }

  /** A signed event as Stripe sends it to the webhook: the body and its Stripe-Signature header. */
  function signedEvent(type: string, object: unknown, secret = STAND_IN_WEBHOOK_SECRET, id = nextId('evt')) {
    const payload = JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), data: { object } });
    return { id, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', baseUrl);
      const form = new URLSearchParams(await bodyOf(request));
      const key = request.headers['idempotency-key'] as string | undefined;
      requests.push({ method: request.method ?? '', path: url.pathname, idempotencyKey: key, form });
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_standin' });
        response.end(JSON.stringify(body));
      };
      if (request.method === 'GET' && url.pathname.startsWith('/pay/')) {
        const session = sessions.get(url.pathname.slice('/pay/'.length));
        response.writeHead(session ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          session
            ? `<!doctype html><title>Stand-in Checkout</title><h1>Pay $${(session.amount_total / 100).toFixed(2)}</h1><form method="post"><button>Pay</button></form>`
            : 'No such session',
        );
        return;
      }
      if (request.method === 'POST' && url.pathname.startsWith('/pay/')) {
        const session = pay(url.pathname.slice('/pay/'.length));
        if (options.webhookUrl) {
          const event = signedEvent('checkout.session.completed', session);
          await fetch(options.webhookUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
            body: event.payload,
          });
        }
        response.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
        response.end();
        return;
      }
      if (request.headers.authorization !== `Bearer ${STAND_IN_SECRET_KEY}`) {
        send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        return;
      }
      const cached = key ? idempotent.get(`${request.method} ${url.pathname} ${key}`) : undefined;
      if (cached) return send(cached.status, cached.body);
      let answer: { status: number; body: unknown };
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') answer = createSession(form);
      else if (request.method === 'GET' && url.pathname.startsWith('/v1/checkout/sessions/')) {
        const session = sessions.get(url.pathname.slice('/v1/checkout/sessions/'.length));
        answer = session
          ? { status: 200, body: session }
          : { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such checkout.session' } } };
      } else if (request.method === 'POST' && url.pathname === '/v1/refunds') answer = createRefund(form);
      else
        answer = { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname})` } } };
      if (key && request.method === 'POST') idempotent.set(`${request.method} ${url.pathname} ${key}`, answer);
      send(answer.status, answer.body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    sessions,
    refunds,
    requests,
    pay,
    expire(sessionId: string): Session {
      const session = sessions.get(sessionId)!;
      session.status = 'expired';
      return session;
    },
    signedEvent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
