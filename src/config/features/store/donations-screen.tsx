import { useQuery } from '@tanstack/react-query';
import type { DonationsAnswer } from '../../../shared/api/donations';
import type { CurrencyCode } from '../../../shared/money';
import { apiGet } from '../../api/client';
import { DataTable, type Column } from '../../ui/data-table';
import { ErrorState, Loading } from '../../ui/status';
import { t } from '../../text';
import { dateText, money, statusLabel } from './store-format';
import { DonatePagesList } from './donate-pages-list';
import { StoreNav } from './store-nav';

type Gift = DonationsAnswer['donations'][number];
type Total = DonationsAnswer['totals'][number];

const amount = (minor: number, currency: string) => money(minor, currency as CurrencyCode);

const totalColumns: Column<Total>[] = [
  { header: t('owners.donations.fund'), cell: (total) => total.fund ?? t('owners.donations.anyFund') },
  { header: t('owners.donations.count'), cell: (total) => total.count },
  { header: t('owners.donations.total'), cell: (total) => amount(total.totalCents, total.currency) },
];

const giftColumns: Column<Gift>[] = [
  { header: t('owners.donations.date'), cell: (gift) => dateText(gift.createdAt) },
  {
    header: t('owners.donations.donor'),
    cell: (gift) => gift.donorName || gift.email,
    sub: (gift) => gift.donorName && gift.email,
  },
  { header: t('owners.donations.fund'), cell: (gift) => gift.fund ?? t('owners.donations.anyFund') },
  {
    header: t('owners.donations.frequency'),
    cell: (gift) => (gift.monthly ? t('owners.donations.monthly') : t('owners.donations.once')),
  },
  {
    header: t('owners.donations.status'),
    cell: (gift) => statusLabel(gift.status as Parameters<typeof statusLabel>[0]),
  },
  { header: t('owners.donations.amount'), cell: (gift) => amount(gift.totalCents, gift.currency) },
];

/** Gifts (each month of a monthly one too), totals per fund, the CSV, and the donate pages to edit. */
export function DonationsScreen() {
  const donations = useQuery({
    queryKey: ['store', 'donations'],
    queryFn: () => apiGet<DonationsAnswer>('/api/commerce/donations'),
  });
  return (
    <section className="screen" aria-labelledby="donations-title">
      <StoreNav />
      <h1 id="donations-title">{t('owners.donations.title')}</h1>
      {donations.isPending ? (
        <Loading label={t('owners.donations.loading')} />
      ) : donations.isError ? (
        <ErrorState error={donations.error} retry={() => void donations.refetch()} />
      ) : (
        <>
          <h2>{t('owners.donations.totals')}</h2>
          <DataTable
            columns={totalColumns}
            rows={donations.data.totals}
            rowKey={(total) => `${total.currency}:${total.fund ?? ''}`}
            empty={t('owners.donations.noTotals')}
          />
          <h2>{t('owners.donations.list')}</h2>
          <p>
            <a href="/api/commerce/donations.csv" download>
              {t('owners.donations.export')}
            </a>
          </p>
          <DataTable
            columns={giftColumns}
            rows={donations.data.donations}
            rowKey={(gift) => gift.orderId}
            empty={t('owners.donations.empty')}
          />
        </>
      )}
      <h2>{t('owners.donatePages.heading')}</h2>
      <DonatePagesList />
    </section>
  );
}
