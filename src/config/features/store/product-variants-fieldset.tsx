import { MAX_SKU_LENGTH } from '../../../shared/commerce/products';
import type { CurrencyCode } from '../../../shared/money';
import { TextField } from '../../ui/field';
import { emptyVariant, type ProductDraft, type VariantDraft } from './product-form';
import { t } from '../../text';

type ErrorOf = (path: string) => string | undefined;

/** The product's variants, each with its option values, price, sale, stock and SKU; add and remove. */
export function ProductVariantsFieldset({
  draft,
  optionNames,
  currency,
  errorOf,
  onChange,
}: {
  draft: ProductDraft;
  optionNames: string[];
  currency: CurrencyCode;
  errorOf: ErrorOf;
  onChange: (update: (current: ProductDraft) => ProductDraft) => void;
}) {
  const setVariant = (index: number, change: Partial<VariantDraft>) =>
    onChange((current) => ({
      ...current,
      variants: current.variants.map((variant, at) => (at === index ? { ...variant, ...change } : variant)),
    }));
  return (
    <fieldset>
      <legend>{t('owners.store.variants.legend')}</legend>
      {errorOf('variants') && <p className="field__error">{errorOf('variants')}</p>}
      {draft.variants.map((variant, index) => (
        <VariantFieldset
          key={variant.id ?? `new-${index}`}
          variant={variant}
          index={index}
          optionNames={optionNames}
          currency={currency}
          errorOf={(field) => errorOf(`variants.${index}.${field}`)}
          onChange={(change) => setVariant(index, change)}
          onRemove={
            draft.variants.length > 1
              ? () =>
                  onChange((current) => ({
                    ...current,
                    variants: current.variants.filter((_, at) => at !== index),
                  }))
              : null
          }
        />
      ))}
      <button
        type="button"
        className="button"
        onClick={() =>
          onChange((current) => ({
            ...current,
            variants: [...current.variants, emptyVariant(optionNames.length)],
          }))
        }
      >
        {t('owners.store.variants.add')}
      </button>
    </fieldset>
  );
}

function VariantFieldset({
  variant,
  index,
  optionNames,
  currency,
  errorOf,
  onChange,
  onRemove,
}: {
  variant: VariantDraft;
  index: number;
  optionNames: string[];
  currency: CurrencyCode;
  /** This variant's error for one of its fields (`variants.{index}.{field}` on the wire). */
  errorOf: ErrorOf;
  onChange: (change: Partial<VariantDraft>) => void;
  /** Null for the last variant left: a product always has one. */
  onRemove: (() => void) | null;
}) {
  const name = t('owners.store.variants.name', { number: index + 1 });
  return (
    <fieldset className="variant" aria-label={name}>
      <legend>{name}</legend>
      {optionNames.map((option, optionIndex) => (
        <TextField
          key={option}
          label={option}
          value={variant.optionValues[optionIndex] ?? ''}
          maxLength={60}
          onChange={(event) =>
            onChange({
              optionValues: optionNames.map((_, at) =>
                at === optionIndex ? event.target.value : (variant.optionValues[at] ?? ''),
              ),
            })
          }
          error={optionIndex === 0 ? errorOf('optionValues') : undefined}
        />
      ))}
      <TextField
        label={t('owners.store.variants.price', { currency })}
        inputMode="decimal"
        value={variant.price}
        onChange={(event) => onChange({ price: event.target.value })}
        error={errorOf('priceCents')}
      />
      <label>
        <input
          type="checkbox"
          checked={variant.onSale}
          onChange={(event) => onChange({ onSale: event.target.checked })}
        />{' '}
        {t('owners.store.variants.onSale')}
      </label>
      {variant.onSale && (
        <TextField
          label={t('owners.store.variants.salePrice', { currency })}
          inputMode="decimal"
          value={variant.salePrice}
          onChange={(event) => onChange({ salePrice: event.target.value })}
          error={errorOf('salePriceCents')}
        />
      )}
      <label>
        <input
          type="checkbox"
          checked={variant.unlimited}
          onChange={(event) => onChange({ unlimited: event.target.checked })}
        />{' '}
        {t('owners.store.variants.unlimited')}
      </label>
      {!variant.unlimited && (
        <TextField
          label={t('owners.store.variants.stock')}
          type="number"
          min={0}
          step={1}
          value={variant.stock}
          onChange={(event) => onChange({ stock: event.target.value })}
          error={errorOf('qtyInStock')}
        />
      )}
      <TextField
        label={t('owners.store.variants.sku')}
        hint={t('owners.store.variants.skuHint')}
        maxLength={MAX_SKU_LENGTH}
        value={variant.sku}
        onChange={(event) => onChange({ sku: event.target.value })}
        error={errorOf('sku')}
      />
      {onRemove && (
        <button type="button" className="button button--quiet" onClick={onRemove}>
          {t('owners.store.variants.remove', { number: index + 1 })}
        </button>
      )}
    </fieldset>
  );
}
