import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CouponInput, StoreSettingsInput } from '../../../shared/api/store';
import { AppError } from '../../../shared/errors';
import { newId } from '../../../shared/ids';
import type { Db } from '../../db/client';
import { coupons, storeSettings, type CouponRow, type StoreSettingsRow } from './tables';

export type StoreSettingsView = Omit<
  StoreSettingsRow,
  'websiteId' | 'nextOrderNumber' | 'stripeSecretKey' | 'stripeWebhookSecret'
> & {
  /** Masked: owners see that a key is set and its last characters, never the key. */
  stripeSecretKey: string | null;
  stripeWebhookSecret: string | null;
};

const MASK = '••••';
const mask = (secret: string | null) => (secret ? `${MASK}${secret.slice(-4)}` : null);
/** A secret as the owners' app was given it (masked), sent back unchanged. */
export const isMasked = (value: string) => value.startsWith(MASK);

export type StoreSettingsService = ReturnType<typeof createStoreSettingsService>;

/** Store settings (currency, shipping, taxes, minimum subtotal, payments) and coupons. */
export function createStoreSettingsService({ db }: { db: Db }) {
  async function row(websiteId: string): Promise<StoreSettingsRow> {
    const [existing] = await db.select().from(storeSettings).where(eq(storeSettings.websiteId, websiteId));
    if (existing) return existing;
    await db.insert(storeSettings).values({ websiteId }).onConflictDoNothing();
    const [created] = await db.select().from(storeSettings).where(eq(storeSettings.websiteId, websiteId));
    return created!;
  }

  const couponInput = (input: CouponInput) => ({
    code: input.code,
    kind: input.kind,
    amount: input.kind === 'free_shipping' ? 0 : input.amount,
    minimumSubtotalCents: input.minimumSubtotalCents,
    active: input.active,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
  });

  return {
    /** The full row, secrets included: for the server's own use only. */
    settings: row,

    async view(websiteId: string): Promise<StoreSettingsView> {
      const {
        websiteId: _site,
        nextOrderNumber: _next,
        stripeSecretKey,
        stripeWebhookSecret,
        ...rest
      } = await row(websiteId);
      return {
        ...rest,
        stripeSecretKey: mask(stripeSecretKey),
        stripeWebhookSecret: mask(stripeWebhookSecret),
      };
    },

    async update(websiteId: string, input: StoreSettingsInput): Promise<StoreSettingsView> {
      await row(websiteId);
      const ids = new Set<string>();
      for (const option of input.shippingOptions) {
        if (ids.has(option.id))
          throw new AppError('validation', { shippingOptions: 'Each shipping option needs its own id' });
        ids.add(option.id);
      }
      // A masked value sent back unchanged (the owners' app round-trips what it was given) keeps the secret.
      const secrets: Partial<StoreSettingsRow> = {};
      const changed = (value: string | null | undefined): value is string =>
        typeof value === 'string' && !isMasked(value);
      if (changed(input.stripeSecretKey)) secrets.stripeSecretKey = input.stripeSecretKey || null;
      if (changed(input.stripeWebhookSecret)) secrets.stripeWebhookSecret = input.stripeWebhookSecret || null;
      const merged = { ...(await row(websiteId)), ...secrets };
      if (input.paymentProvider === 'stripe' && (!merged.stripeSecretKey || !merged.stripeWebhookSecret)) {
        throw new AppError('validation', {
          paymentProvider: 'Enter the Stripe secret key and webhook signing secret first',
        });
      }
      await db
        .update(storeSettings)
        .set({
          currency: input.currency,
          shippingOptions: input.shippingOptions,
          taxRules: input.taxRules,
          minimumSubtotalCents: input.minimumSubtotalCents,
          expressCheckout: input.expressCheckout,
          ...(input.combineCoupons === undefined ? {} : { combineCoupons: input.combineCoupons }),
          ...(input.notifyNewOrders === undefined ? {} : { notifyNewOrders: input.notifyNewOrders }),
          paymentProvider: input.paymentProvider,
          ...secrets,
        })
        .where(eq(storeSettings.websiteId, websiteId));
      return this.view(websiteId);
    },

    listCoupons: (websiteId: string) =>
      db.select().from(coupons).where(eq(coupons.websiteId, websiteId)).orderBy(asc(coupons.code)),

    couponsByCode: (websiteId: string, codes: string[]): Promise<CouponRow[]> =>
      codes.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(coupons)
            .where(and(eq(coupons.websiteId, websiteId), inArray(coupons.code, codes))),

    async createCoupon(websiteId: string, input: CouponInput): Promise<CouponRow> {
      const [created] = await db
        .insert(coupons)
        .values({ id: newId(), websiteId, ...couponInput(input) })
        .onConflictDoNothing()
        .returning();
      if (!created) throw new AppError('conflict', { code: 'Another coupon already uses this code' });
      return created;
    },

    async updateCoupon(websiteId: string, couponId: string, input: CouponInput): Promise<CouponRow> {
      try {
        const [updated] = await db
          .update(coupons)
          .set(couponInput(input))
          .where(and(eq(coupons.websiteId, websiteId), eq(coupons.id, couponId)))
          .returning();
        if (!updated) throw new AppError('notFound');
        return updated;
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError('conflict', { code: 'Another coupon already uses this code' });
      }
    },

    async deleteCoupon(websiteId: string, couponId: string): Promise<void> {
      const deleted = await db
        .delete(coupons)
        .where(and(eq(coupons.websiteId, websiteId), eq(coupons.id, couponId)))
        .returning({ id: coupons.id });
      if (deleted.length === 0) throw new AppError('notFound');
    },
  };
}
