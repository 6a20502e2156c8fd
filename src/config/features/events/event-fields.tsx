import { ApiError } from '../../api/client';
import { TextField } from '../../ui/field';
import { t } from '../../text';

/** What the event form holds; times are the site's wall time (`YYYY-MM-DDTHH:mm`). */
export interface EventDraft {
  title: string;
  urlId: string;
  status: 1 | 4;
  startsAt: string;
  endsAt: string;
  location: string;
  description: string;
  imageUrl: string;
}

export const toEventRequest = (draft: EventDraft) => ({
  title: draft.title,
  ...(draft.urlId.trim() !== '' ? { urlId: draft.urlId } : {}),
  status: draft.status,
  startsAt: draft.startsAt,
  endsAt: draft.endsAt || draft.startsAt,
  location: draft.location,
  description: draft.description,
  ...(draft.imageUrl.trim() !== '' ? { imageUrl: draft.imageUrl } : {}),
});

/** The fields of an event, shared by the add form and the event screen. */
export function EventFields({
  draft,
  set,
  error,
  timeZone,
  full,
}: {
  draft: EventDraft;
  set: (patch: Partial<EventDraft>) => void;
  error: unknown;
  timeZone: string;
  /** The event screen shows every field; the add form only the first ones. */
  full: boolean;
}) {
  const errors = error instanceof ApiError ? error.fieldErrors : {};
  const zoneHint = t('owners.events.field.zoneHint', { zone: timeZone });
  return (
    <>
      <TextField
        label={t('owners.events.field.title')}
        value={draft.title}
        onChange={(event) => set({ title: event.target.value })}
        error={errors.title}
        maxLength={200}
        required
      />
      {full && (
        <TextField
          label={t('owners.events.field.url')}
          value={draft.urlId}
          onChange={(event) => set({ urlId: event.target.value })}
          error={errors.urlId}
        />
      )}
      <TextField
        label={t('owners.events.field.startsAt')}
        type="datetime-local"
        value={draft.startsAt}
        onChange={(event) =>
          set({
            startsAt: event.target.value,
            ...(draft.endsAt === '' ? { endsAt: event.target.value } : {}),
          })
        }
        error={errors.startsAt}
        hint={zoneHint}
        required
      />
      <TextField
        label={t('owners.events.field.endsAt')}
        type="datetime-local"
        value={draft.endsAt}
        onChange={(event) => set({ endsAt: event.target.value })}
        error={errors.endsAt}
        hint={zoneHint}
      />
      <TextField
        label={t('owners.events.field.location')}
        value={draft.location}
        onChange={(event) => set({ location: event.target.value })}
        error={errors.location}
        maxLength={300}
      />
      <div className="field">
        <label htmlFor="event-status">{t('owners.events.field.status')}</label>
        <select
          id="event-status"
          value={draft.status}
          onChange={(event) => set({ status: Number(event.target.value) === 1 ? 1 : 4 })}
        >
          <option value={4}>{t('owners.events.status.draft')}</option>
          <option value={1}>{t('owners.events.status.published')}</option>
        </select>
      </div>
      {full && (
        <>
          <TextField
            label={t('owners.events.field.image')}
            value={draft.imageUrl}
            onChange={(event) => set({ imageUrl: event.target.value })}
            error={errors.imageUrl}
          />
          <div className={errors.description ? 'field field--invalid' : 'field'}>
            <label htmlFor="event-description">{t('owners.events.field.description')}</label>
            <textarea
              id="event-description"
              rows={8}
              value={draft.description}
              onChange={(event) => set({ description: event.target.value })}
              aria-describedby="event-description-hint"
            />
            <p className="field__hint" id="event-description-hint">
              {t('owners.events.field.descriptionHint')}
            </p>
            {errors.description && <p className="field__error">{errors.description}</p>}
          </div>
        </>
      )}
    </>
  );
}
