// POST /_/stripe/webhook: Stripe's reports about subscriptions, and (issue 23) gifts paid on its Checkout page,
// writers' connected accounts and payouts' transfers. The signature is the
// authentication (no session, no xsrf): it is checked on the raw bytes of the body, never on re-serialized
// JSON, with a 300 s tolerance against the server's clock. A bad or missing signature is a 400; an event
// Quire does not use is a 200 and ignored; an event already applied is a 200 and changes nothing; a fault
// while reading from Stripe or writing to the store is a 500, so Stripe delivers the event again later.
import type { PaymentProviderName } from '../../../core/membership/types.ts';
import type { PlatformEvent, ProviderEvent } from '../../../core/ports/payment-provider.port.ts';
import type { StripeProvider } from '../../payments/stripe.provider.ts';

/** Stripe's events are a few kilobytes; anything this large is not one. */
export const MAX_WEBHOOK_BYTES = 512 * 1024;

export type StripeWebhookDeps = {
  stripe: StripeProvider | null;
  applyEvent: (provider: PaymentProviderName, event: ProviderEvent) => Promise<'applied' | 'duplicate' | 'held' | 'conflict'>;
  /** Issue 23: a gift paid, a payout account's state, a reversed transfer; applying one twice changes nothing. */
  applyPlatformEvent: (event: PlatformEvent) => Promise<void>;
  now: () => Date;
  logError: (error: unknown, context: string) => void;
};

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers } });

export async function serveStripeWebhook(request: Request, deps: StripeWebhookDeps): Promise<Response> {
  if (!deps.stripe) return text(404, 'Stripe is not configured on this server.');
  if (request.method !== 'POST') return text(405, 'The Stripe webhook takes POST only.', { allow: 'POST' });
  let raw: Uint8Array;
  try {
    raw = new Uint8Array(await request.arrayBuffer());
  } catch {
    return text(400, 'The body could not be read.');
  }
  if (raw.byteLength > MAX_WEBHOOK_BYTES) return text(413, 'The body is too large for a Stripe event.');

  const verdict = deps.stripe.verifyWebhook(raw, request.headers.get('stripe-signature'), deps.now().getTime());
  if (!verdict.ok) return text(400, verdict.message);

  let events: ProviderEvent[];
  let platform: PlatformEvent[];
  try {
    events = await deps.stripe.eventsOf(verdict.event);
    platform = await deps.stripe.platformEventsOf(verdict.event);
  } catch (error) {
    deps.logError(error, `stripe webhook ${verdict.event.type} ${verdict.event.id}: reading from Stripe`);
    return text(500, 'Could not read this event’s subscription from Stripe; deliver it again later.');
  }
  for (const event of events) {
    try {
      const result = await deps.applyEvent('STRIPE', event);
      if (result === 'conflict') {
        deps.logError(
          new Error(`Stripe subscription ${event.subscriptionRef} was paid for by a reader who already has a membership (or no longer exists): refund it in Stripe.`),
          `stripe webhook ${verdict.event.id}`,
        );
      }
    } catch (error) {
      deps.logError(error, `stripe webhook ${verdict.event.type} ${verdict.event.id}: applying ${event.type}`);
      return text(500, 'Could not record this event; deliver it again later.');
    }
  }
  for (const event of platform) {
    try {
      await deps.applyPlatformEvent(event);
    } catch (error) {
      deps.logError(error, `stripe webhook ${verdict.event.type} ${verdict.event.id}: applying ${event.type}`);
      return text(500, 'Could not record this event; deliver it again later.');
    }
  }
  return Response.json({ received: true, used: events.length + platform.length > 0 }, { headers: { 'cache-control': 'no-store' } });
}
