import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { DomainAnswer, DomainMapping, DomainsAnswer } from '../../../shared/api/domains';
import { api, apiGet, fieldError } from '../../api/client';
import { readBoot } from '../../app/boot';
import { t } from '../../text';
import { TextField } from '../../ui/field';
import { ErrorState, Loading, messageOf } from '../../ui/status';

const boot = readBoot();
const domainsKey = ['domains'] as const;
const pathOf = (domain: string) => `/api/rest/domains/${encodeURIComponent(domain)}`;

/** Settings → Domains: connect a custom domain, see the DNS records to set, verify, remove. */
export function DomainsScreen() {
  const client = useQueryClient();
  const domains = useQuery({
    queryKey: domainsKey,
    queryFn: () => apiGet<DomainsAnswer>('/api/rest/domains').then((body) => body.domains),
  });
  const refresh = () => client.invalidateQueries({ queryKey: domainsKey });
  const address = boot.site ? `${boot.site.identifier}.${boot.appDomain}` : boot.appDomain;
  return (
    <section className="screen" aria-labelledby="domains-title">
      <h1 id="domains-title">{t('owners.sitePages.domainsTitle')}</h1>
      <p>{t('owners.sitePages.domainsIntro', { address })}</p>
      <AddDomainForm onAdded={refresh} />
      {domains.isPending ? (
        <Loading label={t('owners.sitePages.loadingDomains')} />
      ) : domains.isError ? (
        <ErrorState error={domains.error} retry={() => void domains.refetch()} />
      ) : domains.data.length === 0 ? (
        <p>{t('owners.sitePages.noDomains')}</p>
      ) : (
        domains.data.map((domain) => <DomainCard key={domain.domain} domain={domain} onChanged={refresh} />)
      )}
    </section>
  );
}

function AddDomainForm({ onAdded }: { onAdded: () => unknown }) {
  const [domain, setDomain] = useState('');
  const add = useMutation({
    mutationFn: () => api<DomainAnswer>('POST', '/api/rest/domains', { domain }),
    onSuccess: () => {
      setDomain('');
      return onAdded();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  const error = fieldError(add.error, 'domain');
  return (
    <form className="card" onSubmit={submit}>
      <TextField
        label={t('owners.sitePages.domainField')}
        value={domain}
        onChange={(event) => setDomain(event.target.value)}
        placeholder={t('owners.sitePages.domainPlaceholder')}
        error={error}
        required
        maxLength={253}
        autoComplete="off"
        spellCheck={false}
      />
      {add.isError && !error && <p role="alert">{messageOf(add.error)}</p>}
      <button type="submit" className="button button--primary" disabled={add.isPending}>
        {add.isPending ? t('owners.sitePages.adding') : t('owners.sitePages.addDomain')}
      </button>
    </form>
  );
}

function DomainCard({ domain, onChanged }: { domain: DomainMapping; onChanged: () => unknown }) {
  const verify = useMutation({
    mutationFn: () => api<DomainAnswer>('POST', `${pathOf(domain.domain)}/verify`),
    onSuccess: onChanged,
  });
  const remove = useMutation({
    mutationFn: () => api('DELETE', pathOf(domain.domain)),
    onSuccess: onChanged,
  });
  const problem = verify.error ?? remove.error;
  return (
    <article className="card domain-card" aria-label={domain.domain}>
      <h2>
        {domain.domain}{' '}
        <span className={domain.verified ? 'badge' : 'badge badge--draft'}>
          {domain.verified ? t('owners.sitePages.verified') : t('owners.sitePages.pending')}
        </span>
      </h2>
      <table className="dns-records">
        <caption>{t('owners.sitePages.recordsCaption', { domain: domain.domain })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('owners.sitePages.recordType')}</th>
            <th scope="col">{t('owners.sitePages.recordName')}</th>
            <th scope="col">{t('owners.sitePages.recordValue')}</th>
          </tr>
        </thead>
        <tbody>
          {domain.records.map((record) => (
            <tr key={`${record.type} ${record.name}`}>
              <td>{record.type}</td>
              <td>
                <code>{record.name}</code>
              </td>
              <td>
                <code>{record.value}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="field__hint">{t('owners.sitePages.recordHelp')}</p>
      {problem && (
        <p className="notice notice--error" role="alert">
          {fieldError(problem, 'domain') ?? messageOf(problem)}
        </p>
      )}
      <div className="page-row__actions">
        {!domain.verified && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => verify.mutate()}
            disabled={verify.isPending}
          >
            {verify.isPending ? t('owners.sitePages.verifying') : t('owners.sitePages.verify')}
          </button>
        )}
        <button
          type="button"
          className="button button--danger"
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm(t('owners.sitePages.confirmRemove', { domain: domain.domain })))
              remove.mutate();
          }}
        >
          {t('owners.sitePages.remove')}
        </button>
      </div>
    </article>
  );
}
