import type { ProductInput } from '../../../shared/api/store';
import {
  MAX_PRODUCT_PRICE_CENTS,
  UNSELLABLE_PRODUCT_MESSAGE,
  UNSELLABLE_PRODUCT_TYPES,
} from '../../../shared/commerce/products';
import type { CurrencyCode } from '../../../shared/money';
import type { BillingUnit } from '../../../shared/commerce/subscriptions';
import type { ProductJson } from '../../../shared/api/store-answers';
import { majorText, parseMajor } from './store-format';
import { t } from '../../text';

/** A variant as the editor holds it: amounts as typed (major units), converted only on save. */
export interface VariantDraft {
  id?: string;
  sku: string;
  price: string;
  salePrice: string;
  onSale: boolean;
  stock: string;
  unlimited: boolean;
  optionValues: string[];
  weightGrams: number;
}

export interface ProductDraft {
  title: string;
  description: string;
  productType: number;
  status: 'published' | 'scheduled' | 'draft';
  publishOn: string;
  /** Image addresses in order, the first the main image. */
  images: string[];
  /** The video's address ('' for none), its poster and its title, as typed. */
  video: { url: string; poster: string; title: string };
  optionNames: string;
  variants: VariantDraft[];
  /** The subscription plan as typed; `enabled` false for a one-off product. */
  plan: PlanDraft;
  /** Tags and categories as typed, comma-separated (as on a blog post). */
  tags: string;
  categories: string;
}

export interface PlanDraft {
  enabled: boolean;
  every: string;
  unit: BillingUnit;
  /** '' for indefinite. */
  cycles: string;
}

const noPlan = (): PlanDraft => ({ enabled: false, every: '1', unit: 'monthly', cycles: '' });

/** The plan the draft describes, as the API takes it (the server checks the numbers). */
export const planOf = (plan: PlanDraft) => ({
  billingPeriod: { value: Number(plan.every.trim() || '0'), unit: plan.unit },
  numBillingCycles: Number(plan.cycles.trim() || '0'),
});

const noVideo = () => ({ url: '', poster: '', title: '' });

export const emptyVariant = (optionCount: number): VariantDraft => ({
  sku: '',
  price: '',
  salePrice: '',
  onSale: false,
  stock: '0',
  unlimited: false,
  optionValues: Array.from({ length: optionCount }, () => ''),
  weightGrams: 0,
});

/** A new product is Available by default: owners expect what they add to show in the shop (issue 24). */
export const newDraft = (): ProductDraft => ({
  title: '',
  description: '',
  productType: 1,
  status: 'published',
  publishOn: '',
  images: [],
  video: noVideo(),
  optionNames: '',
  variants: [emptyVariant(0)],
  plan: noPlan(),
  tags: '',
  categories: '',
});

/** datetime-local wants local "YYYY-MM-DDTHH:mm". */
const localDateTime = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export function draftOf(product: ProductJson, currency: CurrencyCode): ProductDraft {
  return {
    title: product.title,
    description: product.description,
    productType: product.productType,
    status: product.status,
    publishOn: product.publishOn ? localDateTime(product.publishOn) : '',
    images: [...product.images],
    video: product.video
      ? { url: product.video.url, poster: product.video.poster, title: product.video.title }
      : noVideo(),
    optionNames: product.optionNames.join(', '),
    tags: product.tags.join(', '),
    categories: product.categories.join(', '),
    plan: product.subscriptionPlans[0]
      ? {
          enabled: true,
          every: String(product.subscriptionPlans[0].billingPeriod.value),
          unit: product.subscriptionPlans[0].billingPeriod.unit,
          cycles: product.subscriptionPlans[0].numBillingCycles
            ? String(product.subscriptionPlans[0].numBillingCycles)
            : '',
        }
      : noPlan(),
    variants: product.variants.map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      price: majorText(variant.priceCents, currency),
      salePrice: variant.salePriceCents > 0 ? majorText(variant.salePriceCents, currency) : '',
      onSale: variant.onSale,
      stock: String(variant.qtyInStock),
      unlimited: variant.unlimited,
      optionValues: variant.optionValues,
      weightGrams: variant.weightGrams,
    })),
  };
}

const commaList = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

export const optionNamesOf = (draft: ProductDraft) => commaList(draft.optionNames);

/**
 * The draft as the API's input, or the field messages (keyed like the server's: `variants.0.priceCents`)
 * for amounts that are not amounts. Everything else is checked by the server's schema.
 */
export function toInput(
  draft: ProductDraft,
  currency: CurrencyCode,
): { input: ProductInput } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const amount = (text: string, path: string, required: boolean): number => {
    if (text.trim() === '' && !required) return 0;
    const minor = parseMajor(text, currency);
    if (minor === null)
      errors[path] = t('owners.store.product.amountExample', { example: majorText(1250, currency) });
    else if (minor > MAX_PRODUCT_PRICE_CENTS)
      errors[path] = t('owners.store.product.priceTooHigh', {
        max: majorText(MAX_PRODUCT_PRICE_CENTS, currency),
      });
    return minor ?? 0;
  };
  const optionNames = optionNamesOf(draft);
  const variants = draft.variants.map((variant, index) => {
    const stock = Number(variant.stock || '0');
    if (!variant.unlimited && (!Number.isInteger(stock) || stock < 0))
      errors[`variants.${index}.qtyInStock`] = t('owners.store.product.stockProblem');
    return {
      ...(variant.id ? { id: variant.id } : {}),
      sku: variant.sku.trim(),
      priceCents: amount(variant.price, `variants.${index}.priceCents`, true),
      salePriceCents: amount(variant.salePrice, `variants.${index}.salePriceCents`, variant.onSale),
      onSale: variant.onSale,
      qtyInStock: variant.unlimited ? 0 : stock,
      unlimited: variant.unlimited,
      optionValues: optionNames.map((_, optionIndex) => (variant.optionValues[optionIndex] ?? '').trim()),
      weightGrams: variant.weightGrams,
    };
  });
  // The server refuses these too (catalogue-service); saying it here keeps the owner's draft.
  if (UNSELLABLE_PRODUCT_TYPES.has(draft.productType) && draft.status !== 'draft')
    errors.status = UNSELLABLE_PRODUCT_MESSAGE;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      title: draft.title,
      description: draft.description,
      productType: draft.productType,
      status: draft.status,
      publishOn:
        draft.status === 'scheduled' && draft.publishOn ? new Date(draft.publishOn).toISOString() : null,
      images: draft.images.map((src) => src.trim()).filter(Boolean),
      video: draft.video.url.trim() === '' ? null : { ...draft.video, url: draft.video.url.trim() },
      optionNames,
      variants,
      subscriptionPlans: draft.plan.enabled ? [planOf(draft.plan)] : [],
      tags: commaList(draft.tags),
      categories: commaList(draft.categories),
    },
  };
}
