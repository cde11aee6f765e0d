import type Stripe from 'stripe';
import type { StripeConfig } from '../../config';

// One Stripe client per key and API address. STRIPE_API_URL moves the client to another host (the package's host,
// port and protocol options), which is how the test suite runs the whole flow against a stand-in of Stripe's API.

// The package (about 10 MB of heap) loads with the first client, not with the server: a site without card payments, or
// a process that has taken none yet, never loads it.
let stripePackage: typeof Stripe | undefined;

const clients = new Map<string, Stripe>();

export async function stripeClient(config: StripeConfig): Promise<Stripe> {
  stripePackage ??= (await import('stripe')).default;
  const key = `${config.secretKey}@${config.apiUrl.href}`;
  let client = clients.get(key);
  if (!client) {
    const { protocol, hostname, port } = config.apiUrl;
    client = new stripePackage(config.secretKey, {
      host: hostname,
      protocol: protocol === 'http:' ? 'http' : 'https',
      ...(port ? { port: Number(port) } : {}),
      // Requests carry idempotency keys, so the package's own retry cannot charge or refund twice.
      maxNetworkRetries: 2,
      timeout: 15_000,
      telemetry: false,
    });
    clients.set(key, client);
  }
  return client;
}

/** A Stripe call that failed (network, Stripe down, a refused request): the buyer or staff get a readable answer. */
export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  // Before the package has loaded, no Stripe call was made and no error can be one of its.
  return stripePackage !== undefined && error instanceof stripePackage.errors.StripeError;
}
