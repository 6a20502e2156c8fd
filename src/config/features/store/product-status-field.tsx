import { UNSELLABLE_PRODUCT_MESSAGE, UNSELLABLE_PRODUCT_TYPES } from '../../../shared/commerce/products';
import { TextField } from '../../ui/field';
import type { ProductDraft } from './product-form';
import { t } from '../../text';

/**
 * Available, scheduled (with its date) or hidden. Kinds the store cannot sell yet say so under
 * the choice, since making them available is refused.
 */
export function ProductStatusField({
  draft,
  errorOf,
  onChange,
}: {
  draft: ProductDraft;
  errorOf: (path: string) => string | undefined;
  onChange: (change: Partial<ProductDraft>) => void;
}) {
  const error = errorOf('status');
  const unsellable = UNSELLABLE_PRODUCT_TYPES.has(draft.productType);
  return (
    <>
      <div className="field">
        <label htmlFor="product-status">{t('owners.store.product.status.label')}</label>
        <select
          id="product-status"
          value={draft.status}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'product-status-error' : unsellable ? 'product-status-hint' : undefined}
          onChange={(event) => onChange({ status: event.target.value as ProductDraft['status'] })}
        >
          <option value="published">{t('owners.store.product.status.published')}</option>
          <option value="scheduled">{t('owners.store.product.status.scheduled')}</option>
          <option value="draft">{t('owners.store.product.status.draft')}</option>
        </select>
        {unsellable && !error && (
          <p className="field__hint" id="product-status-hint">
            {UNSELLABLE_PRODUCT_MESSAGE}
          </p>
        )}
        {error && (
          <p className="field__error" id="product-status-error" role="alert">
            {error}
          </p>
        )}
      </div>
      {draft.status === 'scheduled' && (
        <TextField
          label={t('owners.store.product.status.publishOn')}
          type="datetime-local"
          value={draft.publishOn}
          onChange={(event) => onChange({ publishOn: event.target.value })}
          error={errorOf('publishOn')}
        />
      )}
    </>
  );
}
