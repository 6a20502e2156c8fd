import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { EventsAnswer, SavedEventAnswer } from '../../../shared/api/events';
import { api, apiGet, ApiError } from '../../api/client';
import { ErrorState, Loading, messageOf } from '../../ui/status';
import { t } from '../../text';
import { EventFields, toEventRequest, type EventDraft } from './event-fields';

export const eventsKey = (id: string) => ['events', id] as const;

const emptyDraft: EventDraft = {
  title: '',
  urlId: '',
  status: 4,
  startsAt: '',
  endsAt: '',
  location: '',
  description: '',
  imageUrl: '',
};

export function EventsScreen() {
  const { collectionId = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const events = useQuery({
    queryKey: eventsKey(collectionId),
    queryFn: () => apiGet<EventsAnswer>(`/api/rest/events/${collectionId}`),
  });
  const [draft, setDraft] = useState<EventDraft>(emptyDraft);
  const create = useMutation({
    mutationFn: () =>
      api<SavedEventAnswer>('POST', `/api/rest/events/${collectionId}/items`, toEventRequest(draft)),
    onSuccess: (body) => {
      void client.invalidateQueries({ queryKey: eventsKey(collectionId) });
      void navigate(`/events/${collectionId}/${body.event.id}`);
    },
  });
  if (events.isPending) return <Loading label={t('owners.events.loading')} />;
  if (events.isError) return <ErrorState error={events.error} retry={() => void events.refetch()} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  const fieldErrors = create.error instanceof ApiError ? create.error.fieldErrors : {};
  return (
    <section className="screen" aria-labelledby="events-title">
      <Link to="/" className="button button--quiet">
        {t('owners.events.backToPages')}
      </Link>
      <h1 id="events-title">{events.data.title}</h1>
      <p>{t('owners.events.intro', { zone: events.data.timeZone })}</p>
      <ul className="page-list">
        {events.data.events.map((item) => (
          <li key={item.id} className="page-row">
            <div className="page-row__title">
              <Link to={`/events/${collectionId}/${item.id}`}>{item.title}</Link>
              <span className={item.status === 1 ? 'badge' : 'badge badge--draft'}>{item.statusLabel}</span>
              <span className="page-row__url">{item.startsAtLocal.replace('T', ' ')}</span>
            </div>
          </li>
        ))}
        {events.data.events.length === 0 && <li className="page-list__empty">{t('owners.events.empty')}</li>}
      </ul>
      <form className="card" onSubmit={submit} aria-labelledby="new-event-title" noValidate>
        <h2 id="new-event-title">{t('owners.events.new.heading')}</h2>
        <EventFields
          draft={draft}
          set={(patch) => setDraft((current) => ({ ...current, ...patch }))}
          error={create.error}
          timeZone={events.data.timeZone}
          full={false}
        />
        {create.isError && Object.keys(fieldErrors).length === 0 && (
          <p role="alert">{messageOf(create.error)}</p>
        )}
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {t('owners.events.new.add')}
        </button>
      </form>
    </section>
  );
}
