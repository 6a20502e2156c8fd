import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { PlaceDetailsAnswer, PlacesAutocompleteAnswer } from '../../../shared/api/maps';
import { MAP_OPTION_DEBOUNCE_MS } from '../../../shared/maps/map-rules';
import { apiGet } from '../../api/client';
import type { PickerProps } from '../../layout-editor/pickers';
import { messageOf } from '../../ui/status';
import { t } from '../../text';

/** The search text once the owner has paused for the spec's 60 ms (visitor-runtime §9). */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), MAP_OPTION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** One id per editing session of the field, sent with each call (the spec's places session token). */
const newSessionToken = () => Math.random().toString(36).slice(2, 14);

/**
 * The map block's place name, with an address search under it: suggestions from
 * GET /api/google-maps/places/autocomplete; choosing one asks /details (tracking context
 * `mapBlock`) and fills the place name, address lines, country, centre and marker at once.
 */
export default function MapAddressField({ id, value, onChange, invalid, describedBy, onPatch }: PickerProps) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [token] = useState(newSessionToken);
  const settled = useSettled(search.trim());
  const suggestions = useQuery({
    queryKey: ['places-autocomplete', settled],
    queryFn: () =>
      apiGet<PlacesAutocompleteAnswer>(
        `/api/google-maps/places/autocomplete?input=${encodeURIComponent(settled)}&sessionToken=${token}`,
      ),
    enabled: settled.length >= 3,
    retry: false,
    staleTime: 5 * 60_000,
  });

  async function choose(placeId: string) {
    setStatus('');
    try {
      const answer = await apiGet<PlaceDetailsAnswer>(
        `/api/google-maps/places/details?placeId=${encodeURIComponent(placeId)}&sessionToken=${token}&trackingContext=mapBlock`,
      );
      if (answer.warning) console.warn(answer.warning);
      const place = answer.place;
      if (!place) return setStatus(answer.message ?? '');
      onPatch({
        addressTitle: place.name,
        addressLine1: place.addressLine1,
        addressLine2: place.addressLine2,
        addressCountry: place.country,
        mapLat: place.lat,
        mapLng: place.lng,
        markerLat: place.lat,
        markerLng: place.lng,
      });
      setSearch('');
      setStatus(t('owners.maps.chosen', { place: place.name }));
    } catch (error) {
      setStatus(messageOf(error));
    }
  }

  const answer = suggestions.data;
  return (
    <>
      <input
        id={id}
        type="text"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="map-address-search">
        <label htmlFor={searchId}>{t('owners.maps.search')}</label>
        <input
          id={searchId}
          type="search"
          value={search}
          autoComplete="off"
          aria-describedby={`${searchId}-hint`}
          onChange={(event) => setSearch(event.target.value)}
        />
        <p id={`${searchId}-hint`} className="muted">
          {t('owners.maps.searchHint')}
        </p>
        {settled.length >= 3 && (
          <div role="status" aria-live="polite">
            {suggestions.isPending && <span className="muted">{t('owners.maps.searching')}</span>}
            {answer?.message && <span className="muted">{answer.message}</span>}
            {answer && !answer.message && answer.predictions.length === 0 && (
              <span className="muted">{t('owners.maps.noResults')}</span>
            )}
            {suggestions.error && <span className="field__error">{messageOf(suggestions.error)}</span>}
          </div>
        )}
        {answer && answer.predictions.length > 0 && settled.length >= 3 && (
          <ul className="map-address-search__results" aria-label={t('owners.maps.suggestions')}>
            {answer.predictions.map((prediction) => (
              <li key={prediction.placeId}>
                <button type="button" className="link-button" onClick={() => void choose(prediction.placeId)}>
                  <strong>{prediction.mainText}</strong>
                  {prediction.secondaryText && <span className="muted"> {prediction.secondaryText}</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
        {status && (
          <p role="status" className="muted">
            {status}
          </p>
        )}
      </div>
    </>
  );
}
