import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type {
  GiftCardAnswer,
  GiftCardHistoryAnswer,
  GiftCardIssuedAnswer,
  GiftCardsAnswer,
} from '../../../shared/api/gift-cards';
import type { CurrencyCode } from '../../../shared/money';
import { api, apiGet, ApiError } from '../../api/client';
import { DataTable, type Column } from '../../ui/data-table';
import { TextField } from '../../ui/field';
import { ErrorState, Loading, messageOf } from '../../ui/status';
import { t } from '../../text';
import { dateText, money, parseMajor } from './store-format';
import { StoreNav } from './store-nav';
import { useCurrency } from './store-queries';

const cardsKey = ['store', 'gift-cards'] as const;
const amount = (minor: number, currency: string) => money(minor, currency as CurrencyCode);

const columns: Column<GiftCardAnswer>[] = [
  {
    header: t('owners.giftCards.code'),
    cell: (card) => <code>{t('owners.giftCards.endsWith', { last4: card.last4 })}</code>,
  },
  {
    header: t('owners.giftCards.status'),
    cell: (card) => (
      <span className={card.status === 'active' ? 'badge' : 'badge badge--draft'}>
        {card.status === 'active' ? t('owners.giftCards.active') : t('owners.giftCards.void')}
      </span>
    ),
  },
  { header: t('owners.giftCards.issued'), cell: (card) => amount(card.issuedCents, card.currency) },
  { header: t('owners.giftCards.balance'), cell: (card) => amount(card.balanceCents, card.currency) },
  {
    header: t('owners.giftCards.recipient'),
    cell: (card) => card.recipientName || card.recipientEmail || '—',
    sub: (card) => card.recipientName && card.recipientEmail,
  },
  {
    header: t('owners.giftCards.source'),
    cell: (card) =>
      card.source === 'purchase' ? t('owners.giftCards.purchase') : t('owners.giftCards.manual'),
  },
  { header: t('owners.giftCards.created'), cell: (card) => dateText(card.createdAt) },
];

function History({ card, close }: { card: GiftCardAnswer; close: () => void }) {
  const history = useQuery({
    queryKey: [...cardsKey, card.id],
    queryFn: () => apiGet<GiftCardHistoryAnswer>(`/api/commerce/gift-cards/${card.id}`),
  });
  return (
    <div className="card" role="region" aria-labelledby="gift-card-history-title">
      <h2 id="gift-card-history-title">{t('owners.giftCards.historyOf', { last4: card.last4 })}</h2>
      {history.isPending ? (
        <Loading label={t('owners.giftCards.loading')} />
      ) : history.isError ? (
        <ErrorState error={history.error} retry={() => void history.refetch()} />
      ) : (
        <ul>
          {history.data.entries.map((entry, index) => (
            <li key={index}>
              {dateText(entry.createdAt)} · {t(`owners.giftCards.entry.${entry.kind}`)}{' '}
              {amount(entry.amountCents, card.currency)}
              {entry.orderNumber !== null && (
                <> · {t('owners.giftCards.order', { number: entry.orderNumber })}</>
              )}
              {entry.note && <> · {entry.note}</>}
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--quiet" onClick={close}>
        {t('owners.giftCards.close')}
      </button>
    </div>
  );
}

/** Gift cards: every card with its balance and status, its history, voiding, issuing one by hand, and the CSV. */
export function GiftCardsScreen() {
  const currency = useCurrency();
  const client = useQueryClient();
  const cards = useQuery({
    queryKey: cardsKey,
    queryFn: () => apiGet<GiftCardsAnswer>('/api/commerce/gift-cards'),
  });
  const [showing, setShowing] = useState<GiftCardAnswer | null>(null);
  const [voiding, setVoiding] = useState<GiftCardAnswer | null>(null);
  const [form, setForm] = useState({
    amount: '',
    recipientName: '',
    recipientEmail: '',
    message: '',
    note: '',
  });
  const [problem, setProblem] = useState<string | undefined>();
  const refresh = () => void client.invalidateQueries({ queryKey: cardsKey });
  const issue = useMutation({
    mutationFn: (body: unknown) => api<GiftCardIssuedAnswer>('POST', '/api/commerce/gift-cards', body),
    onSuccess: () => {
      refresh();
      setForm({ amount: '', recipientName: '', recipientEmail: '', message: '', note: '' });
    },
  });
  const voidCard = useMutation({
    mutationFn: (card: GiftCardAnswer) => api('POST', `/api/commerce/gift-cards/${card.id}/void`),
    onSuccess: () => {
      refresh();
      setVoiding(null);
    },
  });

  if (cards.isPending || !currency) return <Loading label={t('owners.giftCards.loading')} />;
  if (cards.isError) return <ErrorState error={cards.error} retry={() => void cards.refetch()} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minor = parseMajor(form.amount, currency);
    if (minor === null || minor <= 0) return setProblem(t('owners.giftCards.amountProblem'));
    setProblem(undefined);
    issue.mutate({
      amountCents: minor,
      recipientName: form.recipientName,
      recipientEmail: form.recipientEmail,
      message: form.message,
      note: form.note,
    });
  };
  const fieldError = (field: string) =>
    issue.error instanceof ApiError ? issue.error.fieldErrors[field] : undefined;
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });

  return (
    <section className="screen" aria-labelledby="gift-cards-title">
      <StoreNav />
      <h1 id="gift-cards-title">{t('owners.giftCards.title')}</h1>
      <p>{t('owners.giftCards.hint')}</p>
      <p>
        <a href="/api/commerce/gift-cards.csv" download>
          {t('owners.giftCards.export')}
        </a>
      </p>
      <DataTable
        columns={[
          ...columns,
          {
            header: t('owners.giftCards.history'),
            headerHidden: true,
            cell: (card) => (
              <>
                <button type="button" className="button button--quiet" onClick={() => setShowing(card)}>
                  {t('owners.giftCards.history')}
                </button>
                {card.status === 'active' && (
                  <button type="button" className="button button--quiet" onClick={() => setVoiding(card)}>
                    {t('owners.giftCards.voidCard', { last4: card.last4 })}
                  </button>
                )}
              </>
            ),
          },
        ]}
        rows={cards.data.cards}
        rowKey={(card) => card.id}
        empty={t('owners.giftCards.empty')}
      />
      {voidCard.isError && <p role="alert">{messageOf(voidCard.error)}</p>}
      {voiding && (
        <div role="alertdialog" aria-labelledby="void-card-title" className="card confirm">
          <h2 id="void-card-title">{t('owners.giftCards.voidConfirm', { last4: voiding.last4 })}</h2>
          <button
            type="button"
            className="button button--danger"
            disabled={voidCard.isPending}
            onClick={() => voidCard.mutate(voiding)}
          >
            {t('owners.giftCards.yesVoid')}
          </button>
          <button type="button" className="button button--quiet" onClick={() => setVoiding(null)}>
            {t('owners.giftCards.keep')}
          </button>
        </div>
      )}
      {showing && <History card={showing} close={() => setShowing(null)} />}

      <form className="card" onSubmit={submit} aria-labelledby="new-gift-card-title" noValidate>
        <h2 id="new-gift-card-title">{t('owners.giftCards.new')}</h2>
        <TextField
          label={t('owners.giftCards.amount')}
          value={form.amount}
          inputMode="decimal"
          onChange={set('amount')}
          error={problem ?? fieldError('amountCents')}
        />
        <TextField
          label={t('owners.giftCards.recipientName')}
          value={form.recipientName}
          onChange={set('recipientName')}
          error={fieldError('recipientName')}
        />
        <TextField
          label={t('owners.giftCards.recipientEmail')}
          type="email"
          value={form.recipientEmail}
          onChange={set('recipientEmail')}
          error={fieldError('recipientEmail')}
        />
        <TextField
          label={t('owners.giftCards.message')}
          value={form.message}
          onChange={set('message')}
          error={fieldError('message')}
        />
        <TextField
          label={t('owners.giftCards.note')}
          value={form.note}
          onChange={set('note')}
          error={fieldError('note')}
        />
        <button type="submit" className="button" disabled={issue.isPending}>
          {t('owners.giftCards.issue')}
        </button>
        {issue.data && <p role="status">{t('owners.giftCards.issuedCode', { code: issue.data.code })}</p>}
        {issue.isError &&
          !(issue.error instanceof ApiError && Object.keys(issue.error.fieldErrors).length) && (
            <p role="alert">{messageOf(issue.error)}</p>
          )}
      </form>
    </section>
  );
}
