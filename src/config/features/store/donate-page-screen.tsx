import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { DonatePageInput, DonatePagesAnswer } from '../../../shared/api/donations';
import type { CurrencyCode } from '../../../shared/money';
import { api, ApiError } from '../../api/client';
import { TextArea, TextField } from '../../ui/field';
import { ErrorState, Loading, messageOf } from '../../ui/status';
import { t } from '../../text';
import { blankDonatePage, draftOf, inputOf, type DonatePageDraft } from './donate-page-form';
import { donatePagesKey, useDonatePages } from './donate-pages-query';
import { StoreNav } from './store-nav';
import { useCurrency } from './store-queries';

type DonatePage = DonatePagesAnswer['pages'][number];

/** `/store/donations/pages/:pageId` (`new` for a new one): a donate page's amounts, options, funds and thank-you. */
export function DonatePageScreen() {
  const { pageId = 'new' } = useParams();
  const currency = useCurrency();
  const pages = useDonatePages();
  if (!currency || pages.isPending) return <Loading label={t('owners.donatePages.loading')} />;
  if (pages.isError) return <ErrorState error={pages.error} retry={() => void pages.refetch()} />;
  const page = pageId === 'new' ? null : pages.data.pages.find((candidate) => candidate.id === pageId);
  if (page === undefined)
    return (
      <section className="screen">
        <StoreNav />
        <p role="alert">{t('owners.donatePages.notFound')}</p>
        <Link to="/store/donations">{t('owners.donatePages.back')}</Link>
      </section>
    );
  return <DonatePageEditor key={pageId} page={page} currency={currency} />;
}

function Check({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="field field--check">
      <label>
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />{' '}
        {label}
      </label>
      {hint && <p className="field__hint">{hint}</p>}
    </div>
  );
}

function DonatePageEditor({ page, currency }: { page: DonatePage | null; currency: CurrencyCode }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [draft, setDraft] = useState<DonatePageDraft>(() =>
    page ? draftOf(page, currency) : blankDonatePage(currency),
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (input: DonatePageInput) =>
      page
        ? api<DonatePage>('PUT', `/api/commerce/donate-pages/${page.id}`, input)
        : api<DonatePage>('POST', '/api/commerce/donate-pages', input),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: donatePagesKey });
      void navigate('/store/donations');
    },
  });
  const set =
    <K extends keyof DonatePageDraft>(key: K) =>
    (value: DonatePageDraft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));
  const errorOf = (path: string) =>
    problems[path] ?? (save.error instanceof ApiError ? save.error.fieldErrors[path] : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = inputOf(draft, currency);
    if ('errors' in checked) {
      setProblems(checked.errors);
      return;
    }
    setProblems({});
    save.mutate(checked.input);
  };
  const heading = page ? t('owners.donatePages.editTitle') : t('owners.donatePages.newTitle');
  return (
    <section className="screen" aria-labelledby="donate-page-title">
      <StoreNav />
      <p>
        <Link to="/store/donations">{t('owners.donatePages.back')}</Link>
      </p>
      <h1 id="donate-page-title">{heading}</h1>
      <form className="card" onSubmit={submit} noValidate aria-labelledby="donate-page-title">
        <TextField
          label={t('owners.donatePages.title')}
          value={draft.title}
          maxLength={120}
          onChange={(event) => set('title')(event.target.value)}
          error={errorOf('title')}
        />
        <TextArea
          label={t('owners.donatePages.description')}
          value={draft.description}
          onChange={set('description')}
          error={errorOf('description')}
        />
        <TextField
          label={t('owners.donatePages.presets', { currency })}
          inputMode="decimal"
          value={draft.presets}
          onChange={(event) => set('presets')(event.target.value)}
          hint={t('owners.donatePages.presetsHint')}
          error={errorOf('presetAmountsCents')}
        />
        <Check
          label={t('owners.donatePages.allowCustom')}
          checked={draft.allowCustom}
          onChange={set('allowCustom')}
        />
        <TextField
          label={t('owners.donatePages.min', { currency })}
          inputMode="decimal"
          value={draft.min}
          onChange={(event) => set('min')(event.target.value)}
          error={errorOf('minCents')}
        />
        <TextField
          label={t('owners.donatePages.max', { currency })}
          inputMode="decimal"
          value={draft.max}
          onChange={(event) => set('max')(event.target.value)}
          error={errorOf('maxCents')}
        />
        <Check
          label={t('owners.donatePages.allowMonthly')}
          hint={t('owners.donatePages.allowMonthlyHint')}
          checked={draft.allowMonthly}
          onChange={set('allowMonthly')}
        />
        <TextArea
          label={t('owners.donatePages.funds')}
          hint={t('owners.donatePages.fundsHint')}
          value={draft.funds}
          onChange={set('funds')}
          error={errorOf('funds')}
        />
        <TextField
          label={t('owners.donatePages.coverFee')}
          inputMode="decimal"
          value={draft.coverFeePercent}
          onChange={(event) => set('coverFeePercent')(event.target.value)}
          hint={t('owners.donatePages.coverFeeHint')}
          error={errorOf('coverFeeBasisPoints')}
        />
        <TextArea
          label={t('owners.donatePages.confirmationText')}
          hint={t('owners.donatePages.confirmationTextHint')}
          value={draft.confirmationText}
          onChange={set('confirmationText')}
          error={errorOf('confirmationText')}
        />
        {save.isError &&
          !(save.error instanceof ApiError && Object.keys(save.error.fieldErrors).length > 0) && (
            <p role="alert">{messageOf(save.error)}</p>
          )}
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('owners.donatePages.save')}
        </button>
      </form>
    </section>
  );
}
