import type { GiftCardCheckoutView, GiftCardPageView } from './gift-card-view';
import type { ListFilterView } from '../components/list-filter';
import type { VideoData } from '../../shared/blocks/video';
import type { LayoutBlock } from '../../shared/layout/layout';
/**
 * Views of the store's published pages: plain data with prices already formatted in the
 * store's currency, so components render and never compute money.
 */
export interface ProductCardView {
  id: string;
  title: string;
  href: string;
  imageUrl: string | null;
  /** "$18.00", or "from $18.00" when variants differ. */
  priceLabel: string;
  /** The regular price, struck through, when on sale. */
  compareAtLabel: string | null;
  onSale: boolean;
  soldOut: boolean;
  /** "Renews every month", "Every 3 months for 12 payments": a subscription's plan; null for one-off products. */
  subscriptionLabel: string | null;
}

export interface VariantOptionView {
  id: string;
  /** "250 g / Whole bean". */
  label: string;
  priceLabel: string;
  compareAtLabel: string | null;
  soldOut: boolean;
  /** For the runtime's low-stock hint; null when unlimited. */
  stock: number | null;
}

export interface ProductDetailView extends ProductCardView {
  description: string;
  images: string[];
  /** The product's video as a video block (its renderer and runtime feature), or null. */
  video: LayoutBlock<VideoData> | null;
  typeLabel: string;
  optionNames: string[];
  variants: VariantOptionView[];
  /** "Weight: 0.55 lbs" in the store's measurement standard, when the product ships. */
  weightLabel: string | null;
  /** A gift card is bought on its own page (recipient, message, send date), not added to the cart. */
  giftCardHref?: string;
}

export interface CartLineView {
  id: string;
  title: string;
  href: string;
  options: string;
  quantity: number;
  unitPriceLabel: string;
  lineTotalLabel: string;
  imageUrl: string | null;
}

export interface TotalsView {
  subtotal: string;
  discount: string | null;
  shipping: string | null;
  tax: string | null;
  /** Shown in place of the tax while the address does not yet tell it ("Calculated from your address"). */
  taxNote?: string | null;
  total: string;
}

export interface CartPageView {
  lines: CartLineView[];
  totalQuantity: number;
  totals: TotalsView;
  validCoupons: string[];
  invalidCoupons: { code: string; reason: string }[];
  minimumSubtotalMessage: string | null;
}

export interface CheckoutFormValues {
  email: string;
  firstName: string;
  lastName: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  shippingOptionId: string;
}

export interface OrderSummaryView {
  orderNumber: number;
  email: string;
  statusLabel: string;
  lines: CartLineView[];
  totals: TotalsView;
  shippingAddress: string[] | null;
}

export type StorePageView =
  | {
      kind: 'product-list';
      title: string;
      description: string;
      products: ProductCardView[];
      /** The tag or category the list is narrowed to (`?tag=` / `?category=`). */
      filter?: ListFilterView;
    }
  | { kind: 'product-item'; listTitle: string; listHref: string; product: ProductDetailView }
  | { kind: 'cart'; cart: CartPageView; notice: string | null; error: string | null }
  | {
      kind: 'checkout';
      cart: CartPageView;
      requiresShipping: boolean;
      values: CheckoutFormValues;
      errors: Record<string, string>;
      error: string | null;
      shippingOptions: { id: string; label: string }[];
      expressCheckout: boolean;
      /** Where the form posts: the subscription checkout posts to its own route. Default `/commerce/checkout`. */
      formAction?: string;
      /** A subscription checkout's plan ("Renews every month"), shown with the summary. */
      subscriptionLabel?: string | null;
      /** Gift cards applied to the cart, and the form to apply one (not on a subscription's checkout). */
      giftCards?: GiftCardCheckoutView;
    }
  | {
      kind: 'order-confirmation';
      order: OrderSummaryView;
      /**
       * The shopper's confirmation e-mail of a paid order: `sent` once the mail server took it,
       * `coming` while it waits in the outbox (never claim it was sent before it was), null unpaid.
       */
      confirmationMail: 'sent' | 'coming' | null;
      /** What the shopper must know first: waiting for payment, thanks, or cancelled and what happened to the money. */
      heading: string;
      notice: string | null;
    }
  | {
      kind: 'test-pay';
      formAction: string;
      amountLabel: string;
      description: string;
      step: 'choose' | 'authenticate';
      cards: { outcome: string; number: string; label: string }[];
      error: string | null;
      cancelHref: string;
      /** The order's subtotal, discount, shipping and tax, when the session belongs to an order. */
      breakdown?: TotalsView | null;
      /** Said instead of "Pay {amount}" (heading and button) where nothing is paid now: a card update. */
      actionLabel?: string;
    }
  | { kind: 'store-message'; title: string; message: string; actionHref: string; actionLabel: string }
  | {
      kind: 'subscription-confirmation';
      heading: string;
      /** Active, Waiting for payment, Past due, Cancelled, Completed. */
      statusLabel: string;
      /** "Renews every month for 12 payments". */
      planLabel: string;
      /** What each payment is: "$18.00". */
      amountLabel: string;
      /** "Next payment: March 31, 2027", or null when none is due. */
      nextPaymentLabel: string | null;
      email: string;
      order: OrderSummaryView;
    }
  | {
      /** The customer's self-service page, reached by the signed link in every subscription e-mail. */
      kind: 'subscription-manage';
      heading: string;
      statusLabel: string;
      planLabel: string;
      amountLabel: string;
      nextPaymentLabel: string | null;
      /** What the last post did ("Your subscription is paused."), or why it could not. */
      notice: string | null;
      error: string | null;
      /** The page's own signed path: its forms post there. */
      formAction: string;
      actions: ('pause' | 'resume' | 'skip' | 'cancel')[];
      /** The change-quantity form (from the next renewal), when the state allows it. */
      quantity: { current: number; max: number } | null;
      /** The page where the customer gives a new card, when offered. */
      updateCardHref: string | null;
      /** The page where the customer confirms a renewal their bank held ("needs action"), when one waits. */
      confirmPaymentHref: string | null;
    }
  | DonatePageView
  | DonationConfirmationView
  | GiftCardPageView;

/** The donate page (`/checkout/donate?donatePageId=`): a form that works without JavaScript. */
export interface DonatePageView {
  kind: 'donate';
  title: string;
  description: string;
  formAction: string;
  /** Written in the form when shown: a form sent twice makes one gift. */
  idempotencyKey: string;
  presets: { value: string; label: string }[];
  /** The custom amount's range ("From $5.00 to $10,000.00"), or null when only presets are offered. */
  customHint: string | null;
  funds: string[];
  /** "3%" when the donor may cover the fees. */
  coverFeePercent: string | null;
  allowMonthly: boolean;
  values: Record<string, string>;
  errors: Record<string, string>;
  error: string | null;
}

/** "Contribution confirmed": what was given, honest about the payment and the receipt. */
export interface DonationConfirmationView {
  kind: 'donation-confirmation';
  heading: string;
  notice: string | null;
  amountLabel: string;
  frequencyLabel: string;
  feeLabel: string | null;
  totalLabel: string;
  fund: string | null;
  email: string;
  receipt: 'sent' | 'coming' | null;
  /** The donate page's thank-you words, shown once the gift is paid; null when none. */
  message: string | null;
}

/** Every store page kind (a Record, so a kind added to StorePageView without being listed here does not compile). */
const STORE_KINDS: Record<StorePageView['kind'], true> = {
  'product-list': true,
  'product-item': true,
  cart: true,
  checkout: true,
  'order-confirmation': true,
  'test-pay': true,
  'store-message': true,
  'subscription-confirmation': true,
  'subscription-manage': true,
  donate: true,
  'donation-confirmation': true,
  'gift-card': true,
};
export const STORE_PAGE_KINDS: ReadonlySet<string> = new Set(Object.keys(STORE_KINDS));

/** Whether a page is one of the store's (rendered by StorePageContent). */
export const isStorePageView = (page: { kind: string }): page is StorePageView =>
  STORE_PAGE_KINDS.has(page.kind);
