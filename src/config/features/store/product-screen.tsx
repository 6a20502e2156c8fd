import type { ProductAnswer } from '../../../shared/api/store-answers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { MAX_CATEGORY_LENGTH, MAX_TAG_LENGTH } from '../../../shared/api/item-limits';
import type { CurrencyCode } from '../../../shared/money';
import { api, apiGet, ApiError } from '../../api/client';
import { queryKeys } from '../../app/queries';
import { TextField } from '../../ui/field';
import { ErrorState, Loading, messageOf } from '../../ui/status';
import { draftOf, newDraft, optionNamesOf, toInput, type ProductDraft } from './product-form';
import { ProductStatusField } from './product-status-field';
import { ProductVariantsFieldset } from './product-variants-fieldset';
import { ProductImages } from '../media/product-images';
import { ProductVideoField } from './product-video-field';
import { ProductPlanField } from './product-plan-field';
import { StoreNav } from './store-nav';
import { storeKeys, useCurrency } from './store-queries';
import { t } from '../../text';

/** The product schema's limit (src/shared/api/store.ts). */
const MAX_PRODUCT_IMAGES = 20;

const productTypes = [1, 2, 3, 4, 5] as const;

/** Creates (`/store/products/new`) or edits one product. */
export function ProductScreen() {
  const { productId = 'new' } = useParams();
  const currency = useCurrency();
  const isNew = productId === 'new';
  const product = useQuery({
    queryKey: storeKeys.product(productId),
    queryFn: () => apiGet<ProductAnswer>(`/api/commerce/products/${productId}`),
    enabled: !isNew,
  });
  if (!currency || (!isNew && product.isPending))
    return <Loading label={t('owners.store.product.loading')} />;
  if (product.isError) return <ErrorState error={product.error} retry={() => void product.refetch()} />;
  const initial = isNew ? newDraft() : draftOf(product.data!.product, currency);
  return (
    <ProductEditor
      key={productId}
      productId={isNew ? null : productId}
      initial={initial}
      currency={currency}
    />
  );
}

function ProductEditor({
  productId,
  initial,
  currency,
}: {
  productId: string | null;
  initial: ProductDraft;
  currency: CurrencyCode;
}) {
  const client = useQueryClient();
  const navigate = useNavigate();
  // A new product's editor is replaced by its own page after the first save; that page says so.
  const justCreated = (useLocation().state as { created?: boolean } | null)?.created === true;
  const [draft, setDraft] = useState(initial);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const optionNames = optionNamesOf(draft);

  const refresh = () => {
    void client.invalidateQueries({ queryKey: storeKeys.products });
    void client.invalidateQueries({ queryKey: storeKeys.inventory });
    void client.invalidateQueries({ queryKey: queryKeys.site });
    void client.invalidateQueries({ queryKey: ['taxonomy'] });
  };
  const save = useMutation({
    mutationFn: (input: unknown) =>
      productId
        ? api<ProductAnswer>('PUT', `/api/commerce/products/${productId}`, input)
        : api<ProductAnswer>('POST', '/api/commerce/products', input),
    onSuccess: ({ product }) => {
      refresh();
      client.setQueryData(storeKeys.product(product.id), { product });
      // Generated SKUs and ids come back: the form shows what was stored.
      setDraft(draftOf(product, currency));
      if (!productId)
        void navigate(`/store/products/${product.id}`, { replace: true, state: { created: true } });
    },
  });
  const errorOf = (path: string) =>
    localErrors[path] ?? (save.error instanceof ApiError ? save.error.fieldErrors[path] : undefined);
  // The server names the entry at fault (`images.2`, `tags.0`); the field shows the first message.
  const firstErrorUnder = (field: string) =>
    save.error instanceof ApiError
      ? Object.entries(save.error.fieldErrors).find(
          ([key]) => key === field || key.startsWith(`${field}.`),
        )?.[1]
      : undefined;
  const set = (change: Partial<ProductDraft>) => setDraft((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = toInput(draft, currency);
    if ('errors' in result) return setLocalErrors(result.errors);
    setLocalErrors({});
    save.mutate(result.input);
  };
  const unshownServerError =
    save.error instanceof ApiError && Object.keys(save.error.fieldErrors).length > 0 ? null : save.error;

  return (
    <section className="screen" aria-labelledby="product-title">
      <StoreNav />
      <Link to="/store/products" className="button button--quiet">
        {t('owners.store.product.back')}
      </Link>
      <h1 id="product-title">
        {productId
          ? initial.title || t('owners.store.product.fallbackTitle')
          : t('owners.store.product.newTitle')}
      </h1>
      <form className="card" onSubmit={submit} aria-label={t('owners.store.product.label')} noValidate>
        <div className="field">
          <label htmlFor="product-type">{t('owners.store.product.type')}</label>
          <select
            id="product-type"
            value={draft.productType}
            onChange={(event) => set({ productType: Number(event.target.value) })}
          >
            {productTypes.map((type) => (
              <option key={type} value={type}>
                {t(`owners.store.product.type.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('owners.store.product.name')}
          value={draft.title}
          maxLength={200}
          onChange={(event) => set({ title: event.target.value })}
          error={errorOf('title')}
        />
        <div className="field">
          <label htmlFor="product-description">{t('owners.store.product.description')}</label>
          <textarea
            id="product-description"
            rows={4}
            value={draft.description}
            onChange={(event) => set({ description: event.target.value })}
          />
        </div>
        <ProductStatusField draft={draft} errorOf={errorOf} onChange={set} />
        <TextField
          label={t('owners.store.product.options')}
          hint={t('owners.store.product.optionsHint')}
          value={draft.optionNames}
          onChange={(event) => {
            const names = optionNamesOf({ ...draft, optionNames: event.target.value });
            setDraft((current) => ({
              ...current,
              optionNames: event.target.value,
              variants: current.variants.map((variant) => ({
                ...variant,
                optionValues: names.map((_, index) => variant.optionValues[index] ?? ''),
              })),
            }));
          }}
          error={errorOf('optionNames')}
        />

        <TextField
          label={t('owners.productTaxonomy.tags')}
          value={draft.tags}
          onChange={(event) => set({ tags: event.target.value })}
          error={firstErrorUnder('tags')}
          hint={t('owners.productTaxonomy.tagsHint', { max: MAX_TAG_LENGTH })}
        />
        <TextField
          label={t('owners.productTaxonomy.categories')}
          value={draft.categories}
          onChange={(event) => set({ categories: event.target.value })}
          error={firstErrorUnder('categories')}
          hint={t('owners.productTaxonomy.categoriesHint', { max: MAX_CATEGORY_LENGTH })}
        />

        <ProductVariantsFieldset
          draft={draft}
          optionNames={optionNames}
          currency={currency}
          errorOf={errorOf}
          onChange={setDraft}
        />

        <ProductImages
          images={draft.images}
          max={MAX_PRODUCT_IMAGES}
          onChange={(images) => set({ images })}
          error={Object.entries(localErrors).length === 0 ? firstErrorUnder('images') : undefined}
        />
        <ProductVideoField video={draft.video} onChange={(video) => set({ video })} errorOf={errorOf} />
        <ProductPlanField plan={draft.plan} onChange={(plan) => set({ plan })} errorOf={errorOf} />

        <p role="status" className="status">
          {save.isPending
            ? t('owners.store.product.saving')
            : save.isSuccess || (justCreated && save.isIdle)
              ? t('owners.store.product.saved')
              : ''}
        </p>
        {(Object.keys(localErrors).length > 0 ||
          (save.error instanceof ApiError && Object.keys(save.error.fieldErrors).length > 0)) && (
          <p role="alert">{t('owners.store.product.needsAttention')}</p>
        )}
        {unshownServerError && <p role="alert">{messageOf(unshownServerError)}</p>}
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('owners.store.product.save')}
        </button>
      </form>

      {productId && <DeleteProduct productId={productId} title={initial.title} onDeleted={refresh} />}
    </section>
  );
}

function DeleteProduct({
  productId,
  title,
  onDeleted,
}: {
  productId: string;
  title: string;
  onDeleted: () => void;
}) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => api('DELETE', `/api/commerce/products/${productId}`),
    onSuccess: () => {
      onDeleted();
      void navigate('/store/products');
    },
  });
  return (
    <div className="card">
      {confirming ? (
        <div role="alertdialog" aria-labelledby="delete-title">
          <h2 id="delete-title">{t('owners.store.product.deleteTitle', { title })}</h2>
          <p>{t('owners.store.product.deleteText')}</p>
          {remove.isError && <p role="alert">{messageOf(remove.error)}</p>}
          <button
            type="button"
            className="button button--danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {t('owners.store.product.yesDelete')}
          </button>
          <button type="button" className="button button--quiet" onClick={() => setConfirming(false)}>
            {t('owners.store.product.keep')}
          </button>
        </div>
      ) : (
        <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
          {t('owners.store.product.delete')}
        </button>
      )}
    </div>
  );
}
