import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  donatePageAnswer,
  donatePageInputSchema,
  donatePageParams,
  donatePagesAnswer,
  donationsAnswer,
} from '../../../shared/api/donations';
import { feePercentLabel } from '../../../shared/commerce/donations';
import { AppError } from '../../../shared/errors';
import { formatMoney, Money } from '../../../shared/money';
import type { PageType } from '../../../shared/enums/platform';
import type { PageView } from '../../../site/view-model';
import { siteAccessOf } from '../../plugins/access';
import { pageSecurityHeaders } from '../../render/content-security-policy';
import type { PageService } from '../../render/page-service';
import { donateHref, DONATE_PATH, DONATION_PATH, type DonatePageRow } from './donation-service';
import type { Store } from './index';
import { assertSameOrigin, originOf, siteOf } from './request-helpers';

const donateQuery = z.object({ donatePageId: z.string().min(1).max(64) });
const tokenParams = z.object({ token: z.string().min(1).max(64) });
const FORM_FIELDS = ['amount', 'customAmount', 'frequency', 'fund', 'coverFee', 'name', 'email'] as const;

const pageAnswer = (row: DonatePageRow) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  presetAmountsCents: row.presetAmountsCents,
  allowCustom: row.allowCustom,
  minCents: row.minCents,
  maxCents: row.maxCents,
  funds: row.funds,
  coverFeeBasisPoints: row.coverFeeBasisPoints,
  allowMonthly: row.allowMonthly,
  confirmationText: row.confirmationText,
  href: donateHref(row.id),
});

/**
 * Donations (issue 19): the donate page at the spec's `/checkout/donate?donatePageId=` (a form
 * that works without JavaScript and posts back to the same address), "contribution confirmed"
 * at the gift's secret link, the provider's cancel return, and the owners' donate pages, list
 * with totals per fund and CSV.
 */
export function registerDonationRoutes(
  app: FastifyInstance,
  deps: { store: Store; pages: PageService },
): void {
  const { store, pages } = deps;
  const { donations } = store;

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    input: { view: PageView; pageType: PageType; title: string; status?: number },
  ) {
    const page = await pages.custom({
      website: siteOf(request),
      account: request.account,
      features: [],
      view: input.view,
      pageType: input.pageType,
      title: input.title,
      ...(input.status ? { status: input.status } : {}),
    });
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .headers(pageSecurityHeaders(page, siteOf(request)))
      .send(page.html);
  }

  /** The donate page of this request's site, or a 404 (an unknown id and another site's look the same). */
  async function targetOf(request: FastifyRequest): Promise<DonatePageRow> {
    const query = donateQuery.safeParse(request.query);
    const target = query.success ? await donations.page(siteOf(request).id, query.data.donatePageId) : null;
    if (!target) throw new AppError('notFound');
    return target;
  }

  async function showForm(
    request: FastifyRequest,
    reply: FastifyReply,
    target: DonatePageRow,
    problem: {
      values?: Record<string, string>;
      errors?: Record<string, string>;
      error?: string;
      status?: number;
    } = {},
  ) {
    const rules = await donations.rulesOf(target);
    const money = (minor: number) => formatMoney(Money.of(minor, rules.currency));
    return send(request, reply, {
      view: {
        kind: 'donate',
        title: target.title,
        description: target.description,
        formAction: donateHref(target.id),
        // A failed send keeps its key: the donor's corrected form is the same gift, never a second one.
        idempotencyKey: problem.values?.idempotencyKey || randomBytes(18).toString('base64url'),
        presets: target.presetAmountsCents.map((amount) => ({ value: String(amount), label: money(amount) })),
        customHint: target.allowCustom ? `From ${money(target.minCents)} to ${money(target.maxCents)}` : null,
        funds: target.funds,
        coverFeePercent: target.coverFeeBasisPoints > 0 ? feePercentLabel(target.coverFeeBasisPoints) : null,
        allowMonthly: target.allowMonthly,
        values: problem.values ?? {},
        errors: problem.errors ?? {},
        error: problem.error ?? null,
      },
      pageType: 'donate',
      title: target.title,
      ...(problem.status ? { status: problem.status } : {}),
    });
  }

  app.get(DONATE_PATH, async (request, reply) => showForm(request, reply, await targetOf(request)));

  /** The donate form: validated here whatever the page said; on success straight to the payment page. */
  app.post(
    DONATE_PATH,
    { config: { csrf: 'same-origin', rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) => {
      assertSameOrigin(request);
      const target = await targetOf(request);
      const body = (request.body ?? {}) as Record<string, unknown>;
      try {
        const { paymentUrl } = await donations.donate(siteOf(request).id, target.id, body, originOf(request));
        return reply.redirect(paymentUrl, 303);
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        const values = Object.fromEntries(
          [...FORM_FIELDS, 'idempotencyKey'].map((key) => [
            key,
            typeof body[key] === 'string' ? body[key] : '',
          ]),
        );
        return showForm(request, reply, target, {
          values,
          errors: error.code === 'validation' ? (error.fieldErrors ?? {}) : {},
          error: error.message,
          status: error.status,
        });
      }
    },
  );

  /** Whether the paid gift's receipt has left the outbox, so the page says only what is true. */
  async function receiptOf(
    orderId: string,
    websiteId: string,
    status: string,
  ): Promise<'sent' | 'coming' | null> {
    if (status === 'pending' || status === 'cancelled') return null;
    const mails = await store.emails.list(websiteId, orderId);
    return mails.find((mail) => mail.kind === 'confirmation')?.status === 'sent' ? 'sent' : 'coming';
  }

  /** "Contribution confirmed", by the gift's secret link (the provider's success return). */
  app.get(`${DONATION_PATH}/:token`, async (request, reply) => {
    const site = siteOf(request);
    const parsed = tokenParams.safeParse(request.params);
    const gift = parsed.success ? await donations.byToken(site.id, parsed.data.token) : null;
    if (!gift) throw new AppError('notFound');
    const { order, donation } = gift;
    const money = (minor: number) => formatMoney(Money.of(minor, order.currency));
    const headings: Record<string, [string, string | null]> = {
      pending: ['Your donation is waiting for payment', null],
      cancelled: ['This donation was cancelled', 'You were not charged.'],
      refunded: [
        'Your donation was refunded',
        `Your payment of ${money(order.grandTotalCents)} was refunded.`,
      ],
    };
    const [heading, notice] = headings[order.status] ?? ['Thank you for your donation', null];
    reply.header('referrer-policy', 'no-referrer');
    return send(request, reply, {
      view: {
        kind: 'donation-confirmation',
        heading,
        notice,
        amountLabel: money(donation.amountCents),
        frequencyLabel: donation.monthly ? 'Monthly' : 'One time',
        feeLabel: donation.feeCents > 0 ? money(donation.feeCents) : null,
        totalLabel: money(order.grandTotalCents),
        fund: donation.fund,
        email: order.email,
        receipt: await receiptOf(order.id, site.id, order.status),
        message:
          order.status === 'paid'
            ? (await donations.page(site.id, donation.donatePageId))?.confirmationText || null
            : null,
      },
      pageType: order.status === 'paid' ? 'contribution-confirmed' : 'donate',
      title: 'Donation',
    });
  });

  /** The provider's cancel return: the unpaid gift is cancelled (its session closed first) and the form shown again. */
  app.get(`${DONATION_PATH}/:token/cancel`, async (request, reply) => {
    const site = siteOf(request);
    const parsed = tokenParams.safeParse(request.params);
    const gift = parsed.success ? await donations.byToken(site.id, parsed.data.token) : null;
    if (!gift) throw new AppError('notFound');
    if (await store.orders.cancelUnpaid(site.id, gift.order.id, 'shopper'))
      return reply.redirect(donateHref(gift.donation.donatePageId), 303);
    return reply.redirect(`${DONATION_PATH}/${gift.order.accessToken}`, 303);
  });

  // Owners: donate pages, and the gifts with totals per fund.
  const api = app.withTypeProvider<ZodTypeProvider>();
  const OWNER = { access: 'store-manager' } as const;
  api.get(
    '/api/commerce/donate-pages',
    { config: OWNER, schema: { response: { 200: donatePagesAnswer } } },
    async (request) => ({ pages: (await donations.pages(siteAccessOf(request).websiteId)).map(pageAnswer) }),
  );
  api.post(
    '/api/commerce/donate-pages',
    { config: OWNER, schema: { body: donatePageInputSchema, response: { 201: donatePageAnswer } } },
    async (request, reply) => {
      const row = await donations.createPage(siteAccessOf(request).websiteId, request.body);
      return reply.code(201).send(pageAnswer(row));
    },
  );
  api.put(
    '/api/commerce/donate-pages/:pageId',
    {
      config: OWNER,
      schema: { params: donatePageParams, body: donatePageInputSchema, response: { 200: donatePageAnswer } },
    },
    async (request) =>
      pageAnswer(
        await donations.updatePage(siteAccessOf(request).websiteId, request.params.pageId, request.body),
      ),
  );
  api.delete(
    '/api/commerce/donate-pages/:pageId',
    { config: OWNER, schema: { params: donatePageParams } },
    async (request, reply) => {
      await donations.deletePage(siteAccessOf(request).websiteId, request.params.pageId);
      return reply.code(204).send();
    },
  );
  api.get(
    '/api/commerce/donations',
    { config: OWNER, schema: { response: { 200: donationsAnswer } } },
    async (request) => store.donationLedger.list(siteAccessOf(request).websiteId),
  );
  // A CSV download: sent as text, so no response schema.
  api.get('/api/commerce/donations.csv', { config: OWNER }, async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="donations.csv"')
      .header('cache-control', 'no-store')
      .send(await store.donationLedger.csv(siteAccessOf(request).websiteId)),
  );
}
