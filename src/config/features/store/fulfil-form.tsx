import { useState, type FormEvent } from 'react';
import {
  CARRIER_MAX_LENGTH,
  knownCarriers,
  TRACKING_NUMBER_MAX_LENGTH,
} from '../../../shared/commerce/carriers';
import { fieldError } from '../../api/client';
import { t } from '../../text';

/**
 * The owner's fulfil action: an optional carrier (a known one, whose tracking page the shopper's
 * mail links to, or any other by name) and an optional tracking number.
 */
export function FulfilForm({
  pending,
  error,
  onFulfil,
}: {
  pending: boolean;
  error: unknown;
  onFulfil: (shipment: { carrier: string; trackingNumber: string }) => void;
}) {
  const [carrier, setCarrier] = useState('');
  const [otherCarrier, setOtherCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFulfil({ carrier: carrier === 'other' ? otherCarrier : carrier, trackingNumber });
  };
  const carrierError = fieldError(error, 'carrier');
  const trackingError = fieldError(error, 'trackingNumber');
  return (
    <form onSubmit={submit} aria-label={t('owners.store.fulfil.label')} noValidate>
      <fieldset>
        <legend>{t('owners.store.fulfil.label')}</legend>
        <div className="field">
          <label htmlFor="fulfil-carrier">{t('owners.store.fulfil.carrier')}</label>
          <select id="fulfil-carrier" value={carrier} onChange={(event) => setCarrier(event.target.value)}>
            <option value="">{t('owners.store.fulfil.none')}</option>
            {knownCarriers.map((known) => (
              <option key={known.id} value={known.name}>
                {known.name}
              </option>
            ))}
            <option value="other">{t('owners.store.fulfil.other')}</option>
          </select>
        </div>
        {carrier === 'other' && (
          <div className="field">
            <label htmlFor="fulfil-other-carrier">{t('owners.store.fulfil.carrierName')}</label>
            <input
              id="fulfil-other-carrier"
              value={otherCarrier}
              maxLength={CARRIER_MAX_LENGTH}
              onChange={(event) => setOtherCarrier(event.target.value)}
              aria-invalid={carrierError ? true : undefined}
              aria-describedby={carrierError ? 'fulfil-carrier-error' : undefined}
            />
            {carrierError && (
              <p className="field__error" id="fulfil-carrier-error">
                {carrierError}
              </p>
            )}
          </div>
        )}
        <div className="field">
          <label htmlFor="fulfil-tracking">{t('owners.store.fulfil.tracking')}</label>
          <input
            id="fulfil-tracking"
            value={trackingNumber}
            maxLength={TRACKING_NUMBER_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => setTrackingNumber(event.target.value)}
            aria-invalid={trackingError ? true : undefined}
            aria-describedby={trackingError ? 'fulfil-tracking-error' : 'fulfil-tracking-hint'}
          />
          {trackingError ? (
            <p className="field__error" id="fulfil-tracking-error">
              {trackingError}
            </p>
          ) : (
            <p className="field__hint" id="fulfil-tracking-hint">
              {t('owners.store.fulfil.trackingHint')}
            </p>
          )}
        </div>
        <button type="submit" className="button button--primary" disabled={pending}>
          {t('owners.store.fulfil.submit')}
        </button>
      </fieldset>
    </form>
  );
}
