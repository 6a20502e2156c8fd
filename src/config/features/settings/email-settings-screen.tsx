import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { MailDeliveryState } from '../../../shared/api/mail';
import type { SiteMailSettings } from '../../../shared/api/site';
import { api, apiGet, ApiError } from '../../api/client';
import { queryKeys } from '../../app/queries';
import { t } from '../../text';
import { TextField } from '../../ui/field';
import { ErrorState, Loading, messageOf } from '../../ui/status';

const MAIL_PATH = '/api/rest/site-settings/mail';
const mailKey = ['settings', 'mail'] as const;

/** Settings → E-mail: who the site's mail is from, where replies go, and whether mail is leaving. */
export function EmailSettingsScreen() {
  const settings = useQuery({ queryKey: mailKey, queryFn: () => apiGet<SiteMailSettings>(MAIL_PATH) });
  return (
    <section className="screen" aria-labelledby="email-settings-title">
      <h1 id="email-settings-title">{t('owners.business.mail.title')}</h1>
      <p>{t('owners.business.mail.intro')}</p>
      <DeliveryStatus />
      {settings.isPending ? (
        <Loading label={t('owners.business.mail.loading')} />
      ) : settings.isError ? (
        <ErrorState error={settings.error} retry={() => void settings.refetch()} />
      ) : (
        <SenderForm initial={settings.data} />
      )}
      <p>
        <Link to="/settings/emails">{t('owners.business.mail.previews')}</Link>
      </p>
    </section>
  );
}

/** The outbox's state in words; the same answer as the warning above every screen. */
function DeliveryStatus() {
  const state = useQuery({
    queryKey: queryKeys.mailDelivery,
    queryFn: () => apiGet<MailDeliveryState>('/api/rest/mail/delivery'),
    retry: false,
  });
  const data = state.data;
  let tone = 'notice';
  let text: string;
  let detail = '';
  if (state.isPending) text = t('owners.business.mail.statusLoading');
  else if (!data) text = t('owners.business.mail.statusUnknown');
  else if (data.problem === 'not-delivering') {
    tone = 'notice notice--error';
    text = t('owners.business.mail.notDelivering');
    detail = t('owners.business.mail.notDeliveringDetail', { waiting: data.waiting });
  } else if (data.problem === 'delayed') {
    tone = 'notice notice--error';
    text = t('owners.business.mail.delayed');
    detail = t('owners.business.mail.delayedDetail', { waiting: data.waiting, failed: data.failedRecently });
  } else if (!data.delivering) {
    // Nothing waits yet, but nothing would leave either: say so before a shopper finds out.
    tone = 'notice notice--error';
    text = t('owners.business.mail.noServerTitle');
    detail = t('owners.business.mail.noServer');
  } else text = t('owners.business.mail.delivering');
  return (
    <section
      className={`card ${tone}`}
      aria-labelledby="mail-status-title"
      data-mail-status={data?.problem ?? 'ok'}
    >
      <h2 id="mail-status-title">{t('owners.business.mail.status')}</h2>
      <p>
        <strong>{text}</strong> {detail}
      </p>
      <p>
        <Link to="/forms/outbox">{t('owners.business.mail.outbox')}</Link>
      </p>
    </section>
  );
}

function SenderForm({ initial }: { initial: SiteMailSettings }) {
  const client = useQueryClient();
  const [value, setValue] = useState(initial);
  const save = useMutation({
    mutationFn: (body: SiteMailSettings) => api<SiteMailSettings>('PUT', MAIL_PATH, body),
    onSuccess: (saved) => {
      client.setQueryData(mailKey, saved);
      void client.invalidateQueries({ queryKey: queryKeys.settings });
    },
  });
  const errors = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(value);
  };
  return (
    <form className="card settings-form" onSubmit={submit} noValidate>
      <TextField
        label={t('owners.business.mail.senderName')}
        value={value.senderName}
        maxLength={80}
        onChange={(event) => setValue({ ...value, senderName: event.target.value })}
        error={errors.senderName}
        hint={t('owners.business.mail.senderNameHint')}
      />
      <TextField
        label={t('owners.business.mail.replyTo')}
        type="email"
        value={value.replyTo}
        onChange={(event) => setValue({ ...value, replyTo: event.target.value })}
        error={errors.replyTo}
        hint={t('owners.business.mail.replyToHint')}
      />
      <p role="status" className={save.isError ? 'save-status save-status--error' : 'save-status'}>
        {save.isPending
          ? t('owners.business.saving')
          : save.isError
            ? t('owners.business.notSaved', { reason: messageOf(save.error) })
            : save.isSuccess
              ? t('owners.business.mail.saved')
              : ''}
      </p>
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {t('owners.business.mail.save')}
      </button>
    </form>
  );
}
