import type {
  carts,
  cartEntries,
  coupons,
  orders,
  products,
  productVariants,
  storeSettings,
} from './catalogue-tables';
import type { orderEvents, payments } from './payment-tables';

/** The store's tables (drizzle-kit reads them through src/server/db/schema.ts), in two files by subject. */
export * from './catalogue-tables';
export * from './payment-tables';
export * from './subscription-tables';
export * from './subscription-event-tables';
export * from './donation-tables';
export * from './gift-card-tables';

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
export type CartRow = typeof carts.$inferSelect;
export type CartEntryRow = typeof cartEntries.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type StoreSettingsRow = typeof storeSettings.$inferSelect;
