import type { StripeConnectionAnswer } from '../../../../shared/api/store-answers';

/**
 * What checkout needs from a payment provider. The shopper pays on the provider's hosted
 * page, so card data never reaches this server; the provider tells us the outcome (the test
 * provider by calling back, Stripe by a signed webhook).
 */
export interface PaymentSessionRequest {
  websiteId: string;
  orderId: string;
  amountCents: number;
  currency: string;
  description: string;
  customerEmail: string;
  /** Absolute URLs on the site. */
  successUrl: string;
  cancelUrl: string;
  /** A subscription's first payment: keep the card for renewals (off-session charges). */
  saveCard?: boolean;
  /**
   * When the hosted page stops taking payment: the same for every call for one order
   * (`paymentSessionExpiry`), so a retried checkout sends the provider the same request under
   * the order's idempotency key and gets the same session back, not a refusal.
   */
  expiresAt: Date;
}

/** An off-session charge of a saved card (a renewal). */
export interface SavedChargeRequest {
  websiteId: string;
  paymentMethodId: string;
  amountCents: number;
  currency: string;
  /** The same key answers the same charge, however often it is asked (a retry after a crash). */
  idempotencyKey: string;
}

export type SavedChargeResult =
  | { status: 'succeeded'; paymentId: string }
  | { status: 'declined' | 'requires_action'; paymentId: string | null; message: string };

export type SessionClosing = { status: 'expired' } | { status: 'completed'; paymentId: string | null };

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** Idempotent per order: a second call for the same order answers the same session. */
  createSession(request: PaymentSessionRequest): Promise<{ sessionId: string; url: string }>;
  /**
   * Closes an unpaid session so it can no longer be paid (the order is being cancelled or
   * released). Answers `completed` with the payment when the shopper paid first: the order
   * must then be kept, not cancelled. Answers `expired` also for a session already closed.
   */
  expireSession(request: { websiteId: string; sessionId: string }): Promise<SessionClosing>;
  /** Refunds part or all of a captured payment, once per idempotency key. Throws when the provider refuses. */
  refund(request: {
    websiteId: string;
    /** The checkout session paid; null for an off-session charge (a renewal): then `paymentId` names it. */
    sessionId: string | null;
    paymentId: string | null;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<void>;
  /**
   * Charges a saved card off-session (renewals). Providers without it cannot sell subscriptions
   * (checkout refuses them): see the store's CONTEXT.md on why renewals are ours.
   */
  chargeSaved?(request: SavedChargeRequest): Promise<SavedChargeResult>;
  /**
   * The card a paid session kept for renewals (`saveCard`), for providers that report payments
   * by webhook (Stripe); null when it kept none.
   */
  savedPaymentMethod?(request: { websiteId: string; sessionId: string }): Promise<string | null>;
  /**
   * A hosted page where the customer gives a new card for a saved method's customer (Stripe:
   * a setup-mode Checkout session); the page's completion reports the card (`setupPaymentMethod`).
   */
  createCardSetup?(request: {
    websiteId: string;
    subscriptionId: string;
    /** The saved method the subscription has now: its customer keeps the new card. */
    paymentMethodId: string;
    /** Stripe asks a setup session's currency (the payment methods it offers follow from it). */
    currency: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ sessionId: string; url: string }>;
  /** The saved method a completed card-setup session made (its SetupIntent's), or null. */
  setupPaymentMethod?(request: { websiteId: string; sessionId: string }): Promise<string | null>;
  /** Whether the provider takes this site's credentials (the owners' "Test connection"). Changes nothing. */
  checkConnection(): Promise<StripeConnectionAnswer>;
}

/** A hosted payment page stays payable this long; unpaid orders are released a little later (see OrdersService.releaseAbandoned). */
export const PAYMENT_SESSION_TTL_MS = 60 * 60 * 1000;
export const ABANDONED_ORDER_AFTER_MS = PAYMENT_SESSION_TTL_MS + 10 * 60 * 1000;

/** The moment an order's hosted payment page closes: fixed by when the order was placed. */
export function paymentSessionExpiry(order: { createdAt: Date }): Date {
  return new Date(order.createdAt.getTime() + PAYMENT_SESSION_TTL_MS);
}
