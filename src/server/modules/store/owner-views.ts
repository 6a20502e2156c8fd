import { trackingUrlOf } from '../../../shared/commerce/carriers';
import type { CouponJson, OrderJson } from '../../../shared/api/store-answers';
import type { CouponRow, OrderRow } from './tables';

/** Rows as the owners' store API answers them (contracts in src/shared/api/store-answers.ts). */

/** A coupon as owners see it: its times as ISO strings. */
export const couponJson = (coupon: CouponRow): CouponJson => ({
  id: coupon.id,
  code: coupon.code,
  kind: coupon.kind,
  amount: coupon.amount,
  minimumSubtotalCents: coupon.minimumSubtotalCents,
  active: coupon.active,
  startsAt: coupon.startsAt?.toISOString() ?? null,
  endsAt: coupon.endsAt?.toISOString() ?? null,
});

/** An order as owners see it: totals, lines, address, payment state. */
export const orderJson = (order: OrderRow): OrderJson => ({
  id: order.id,
  orderNumber: order.orderNumber,
  status: order.status,
  email: order.email,
  customerName: order.customerName,
  currency: order.currency,
  lines: order.lines,
  shippingAddress: order.shippingAddress,
  shippingOption: order.shippingOption,
  subtotalCents: order.subtotalCents,
  discountCents: order.discountCents,
  shippingCents: order.shippingCents,
  taxCents: order.taxCents,
  grandTotalCents: order.grandTotalCents,
  refundedCents: order.refundedCents,
  couponCodes: order.couponCodes,
  createdAt: order.createdAt.toISOString(),
  paidAt: order.paidAt?.toISOString() ?? null,
  fulfilledAt: order.fulfilledAt?.toISOString() ?? null,
  carrier: order.carrier,
  trackingNumber: order.trackingNumber,
  trackingUrl: trackingUrlOf(order.carrier, order.trackingNumber),
  cancelledAt: order.cancelledAt?.toISOString() ?? null,
});
