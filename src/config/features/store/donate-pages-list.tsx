import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { DonatePagesAnswer } from '../../../shared/api/donations';
import type { CurrencyCode } from '../../../shared/money';
import { api } from '../../api/client';
import { DataTable, type Column } from '../../ui/data-table';
import { ErrorState, Loading, messageOf } from '../../ui/status';
import { t } from '../../text';
import { money } from './store-format';
import { donatePagesKey, useDonatePages } from './donate-pages-query';
import { useCurrency } from './store-queries';

type DonatePage = DonatePagesAnswer['pages'][number];

function amountsOf(page: DonatePage, currency: CurrencyCode) {
  const parts = page.presetAmountsCents.map((minor) => money(minor, currency));
  if (page.allowCustom)
    parts.push(
      t('owners.donatePages.anyAmount', {
        min: money(page.minCents, currency),
        max: money(page.maxCents, currency),
      }),
    );
  const often = page.allowMonthly ? t('owners.donatePages.monthlyToo') : t('owners.donatePages.oneTime');
  return `${parts.join(', ')}; ${often}`;
}

/** The site's donate pages: each with its amounts and address, to edit or delete; and a new one. */
export function DonatePagesList() {
  const currency = useCurrency();
  const client = useQueryClient();
  const pages = useDonatePages();
  const [deleting, setDeleting] = useState<DonatePage | null>(null);
  const remove = useMutation({
    mutationFn: (page: DonatePage) => api('DELETE', `/api/commerce/donate-pages/${page.id}`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: donatePagesKey });
      setDeleting(null);
    },
  });
  if (pages.isPending || !currency) return <Loading label={t('owners.donatePages.loading')} />;
  if (pages.isError) return <ErrorState error={pages.error} retry={() => void pages.refetch()} />;
  const columns: Column<DonatePage>[] = [
    {
      header: t('owners.donatePages.columnTitle'),
      cell: (page) => (
        <Link
          to={`/store/donations/pages/${page.id}`}
          aria-label={t('owners.donatePages.edit', { title: page.title })}
        >
          {page.title}
        </Link>
      ),
    },
    { header: t('owners.donatePages.columnAmounts'), cell: (page) => amountsOf(page, currency) },
    { header: t('owners.donatePages.columnAddress'), cell: (page) => <code>{page.href}</code> },
    {
      header: t('owners.donatePages.delete', { title: '' }),
      headerHidden: true,
      cell: (page) => (
        <button type="button" className="button button--quiet" onClick={() => setDeleting(page)}>
          {t('owners.donatePages.delete', { title: page.title })}
        </button>
      ),
    },
  ];
  return (
    <>
      <p>{t('owners.donatePages.hint')}</p>
      <p>
        <Link className="button" to="/store/donations/pages/new">
          {t('owners.donatePages.add')}
        </Link>
      </p>
      <DataTable
        columns={columns}
        rows={pages.data.pages}
        rowKey={(page) => page.id}
        empty={t('owners.donatePages.none')}
      />
      {remove.isError && <p role="alert">{messageOf(remove.error)}</p>}
      {deleting && (
        <div role="alertdialog" aria-labelledby="delete-donate-page-title" className="card confirm">
          <h2 id="delete-donate-page-title">
            {t('owners.donatePages.deleteTitle', { title: deleting.title })}
          </h2>
          <p>{t('owners.donatePages.deleteText')}</p>
          <button
            type="button"
            className="button button--danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate(deleting)}
          >
            {t('owners.donatePages.yesDelete')}
          </button>
          <button type="button" className="button button--quiet" onClick={() => setDeleting(null)}>
            {t('owners.donatePages.keep')}
          </button>
        </div>
      )}
    </>
  );
}
