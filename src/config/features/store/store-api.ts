import { useQuery } from '@tanstack/react-query';
import type { Address, ProductVideo, ShippingOption } from '../../../shared/api/store';
import { currencies, formatMoney, Money, parseAmount, type CurrencyCode } from '../../../shared/money';
import { apiGet } from '../../api/client';

/** Wire shapes of the owners' store API (src/server/modules/store/owner-routes.ts). */
export type OrderStatus = 'pending' | 'paid' | 'fulfilled' | 'refunded' | 'cancelled';

export interface OrderLine {
  productId: string;
  variantId: string;
  title: string;
  sku: string;
  options: { name: string; value: string }[];
  quantity: number;
  unitPriceCents: number;
}

export interface OrderJson {
  id: string;
  orderNumber: number;
  status: OrderStatus;
  email: string;
  customerName: string;
  currency: CurrencyCode;
  lines: OrderLine[];
  shippingAddress: Address | null;
  shippingOption: ShippingOption | null;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  grandTotalCents: number;
  refundedCents: number;
  couponCodes: string[];
  createdAt: string;
  paidAt: string | null;
  fulfilledAt: string | null;
  cancelledAt: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  /** The carrier's tracking page, for known carriers. */
  trackingUrl: string | null;
}

export interface OrderDetail {
  order: OrderJson;
  payment: { provider: string; status: string; amountCents: number; refundedCents: number } | null;
  emails: {
    kind: string;
    to: string;
    subject: string;
    status: string;
    createdAt: string;
    sentAt: string | null;
  }[];
  /** What happened to the order, oldest first (placed, paid, cancelled, late payments revived or refunded). */
  history: { kind: string; message: string; at: string }[];
}

export interface CustomerJson {
  email: string;
  name: string;
  orderCount: number;
  totalSpentCents: number;
  lastOrderAt: string | null;
}

export interface VariantJson {
  id: string;
  sku: string;
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
  optionValues: string[];
  weightGrams: number;
}

export interface ProductJson {
  id: string;
  collectionId: string;
  urlId: string;
  title: string;
  description: string;
  productType: number;
  status: 'published' | 'scheduled' | 'draft';
  workflowLabel: string;
  publishOn: string | null;
  images: string[];
  /** The product's video (the server adds the provider's oEmbed answer), or null. */
  video: ProductVideo | null;
  optionNames: string[];
  variants: VariantJson[];
  onSale: boolean;
  soldOut: boolean;
  totalStock: number | null;
  priceRange: { from: number; to: number };
}

export interface InventoryRow {
  variantId: string;
  productId: string;
  title: string;
  productType: number;
  sku: string;
  optionValues: string[];
  qtyInStock: number;
  unlimited: boolean;
}

export const storeKeys = {
  settings: ['store', 'settings'] as const,
  orders: ['store', 'orders'] as const,
  order: (id: string) => ['store', 'order', id] as const,
  customers: ['store', 'customers'] as const,
  products: ['store', 'products'] as const,
  product: (id: string) => ['store', 'product', id] as const,
  inventory: ['store', 'inventory'] as const,
  coupons: ['store', 'coupons'] as const,
};

/** The site's currency: every amount an owner sees or types is in it. */
export function useCurrency(): CurrencyCode | undefined {
  const settings = useQuery({
    queryKey: storeKeys.settings,
    queryFn: () => apiGet<{ settings: { currency: CurrencyCode } }>('/api/commerce/settings'),
  });
  return settings.data?.settings.currency;
}

export const money = (minor: number, currency: CurrencyCode) => formatMoney(Money.of(minor, currency));

/** Minor units as the owner would type them ("12.50"; "1200" for yen), for inputs. */
export const majorText = (minor: number, currency: CurrencyCode) =>
  formatMoney(Money.of(minor, currency), { numberOnly: true }).replace(/,/g, '');

/** What an owner typed, in minor units (integer arithmetic, no float rounding), or null when it is not an amount. */
export const parseMajor = (text: string, currency: CurrencyCode) =>
  parseAmount(text, currencies[currency].fractionDigits);

export const statusLabels: Record<OrderStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  fulfilled: 'Fulfilled',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

export const dateText = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
