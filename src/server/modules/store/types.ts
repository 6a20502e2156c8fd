/** Domain types stored in the store's JSON columns. Wire shapes live in src/shared/api/store.ts. */
export type { Address, CouponKind, ShippingOption, TaxRule } from '../../../shared/api/store';

export type OrderStatus = 'pending' | 'paid' | 'fulfilled' | 'refunded' | 'cancelled';
/** refund_due: a payment that arrived for a cancelled order whose stock is gone; the refund is owed (and retried until done). */
export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'refunded' | 'cancelled' | 'refund_due';

/** A bought line, copied at checkout so later product edits never change an order. */
export interface OrderLine {
  productId: string;
  variantId: string;
  title: string;
  sku: string;
  options: { name: string; value: string }[];
  quantity: number;
  unitPriceCents: number;
  productType: number;
}
