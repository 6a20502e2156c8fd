import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { EventAnswer, SavedEventAnswer } from '../../../shared/api/events';
import { api, apiGet, ApiError } from '../../api/client';
import { ErrorState, Loading, messageOf } from '../../ui/status';
import { t } from '../../text';
import { EventFields, toEventRequest, type EventDraft } from './event-fields';
import { eventsKey } from './events-screen';

export function EventScreen() {
  const { eventId = '' } = useParams();
  const event = useQuery({
    queryKey: ['event', eventId],
    queryFn: () => apiGet<EventAnswer>(`/api/rest/event-items/${eventId}`),
    staleTime: Infinity,
  });
  if (event.isPending) return <Loading label={t('owners.events.event.loading')} />;
  if (event.isError) return <ErrorState error={event.error} retry={() => void event.refetch()} />;
  return <EventEditor key={event.data.id} event={event.data} />;
}

function EventEditor({ event }: { event: EventAnswer }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<EventDraft>({
    title: event.title,
    urlId: event.urlId,
    status: event.status === 1 ? 1 : 4,
    startsAt: event.startsAtLocal,
    endsAt: event.endsAtLocal,
    location: event.location,
    description: event.description,
    imageUrl: event.imageUrl,
  });
  const back = `/events/${event.collectionId}`;
  const save = useMutation({
    mutationFn: (next: EventDraft) =>
      api<SavedEventAnswer>('PUT', `/api/rest/event-items/${event.id}`, toEventRequest(next)),
    onSuccess: () => void client.invalidateQueries({ queryKey: eventsKey(event.collectionId) }),
  });
  const remove = useMutation({
    mutationFn: () => api('DELETE', `/api/rest/event-items/${event.id}`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: eventsKey(event.collectionId) });
      void navigate(back);
    },
  });
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    save.mutate(draft);
  };
  const fieldErrors = save.error instanceof ApiError ? save.error.fieldErrors : {};
  return (
    <section className="screen" aria-labelledby="event-title">
      <Link to={back} className="button button--quiet">
        {t('owners.events.event.back')}
      </Link>
      <h1 id="event-title">{event.title}</h1>
      <form className="card" onSubmit={submit} aria-labelledby="event-title" noValidate>
        <EventFields
          draft={draft}
          set={(patch) => setDraft((current) => ({ ...current, ...patch }))}
          error={save.error}
          timeZone={event.timeZone}
          full
        />
        <p role="status" className={save.isError ? 'save-status save-status--error' : 'save-status'}>
          {save.isPending
            ? t('owners.events.event.saving')
            : save.isError
              ? t('owners.events.event.notSaved', {
                  message: Object.values(fieldErrors)[0] ?? messageOf(save.error),
                })
              : save.isSuccess && draft === save.variables
                ? t('owners.events.event.saved')
                : ''}
        </p>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('owners.events.event.save')}
        </button>{' '}
        <button
          type="button"
          className="button button--danger"
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm(t('owners.events.event.deleteConfirm', { title: event.title })))
              remove.mutate();
          }}
        >
          {t('owners.events.event.delete')}
        </button>
      </form>
    </section>
  );
}
