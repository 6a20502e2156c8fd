import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ImportRun } from '../../../shared/api/transfer';
import type { ErrorBody } from '../../../shared/errors';
import { ApiError, apiGet, NETWORK_ERROR, readCookie } from '../../api/client';
import { t } from '../../text';
import { messageOf } from '../../ui/status';

const IMPORTS = '/api/rest/transfer/imports';

/** Sends the chosen file as multipart; a stale crumb is refreshed by the answer and the call sent once more. */
async function startImport(file: File, retried = false): Promise<ImportRun> {
  const form = new FormData();
  form.append('file', file, file.name);
  const crumb = readCookie('crumb');
  let response: Response;
  try {
    response = await fetch(IMPORTS, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(crumb ? { 'x-csrf-token': crumb } : {}) },
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR, 'network');
  }
  const body = (await response.json().catch(() => null)) as (ErrorBody & ImportRun) | null;
  if (response.ok && body) return body;
  if (body?.crumbFail && !retried) return startImport(file, true);
  throw new ApiError(response.status, body?.error ?? 'Something went wrong', body?.code ?? 'unknown');
}

/** Settings → Import & export: a WordPress import with a progress bar and a report. */
export function TransferScreen() {
  const [file, setFile] = useState<File | null>(null);
  const [runId, setRunId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: (chosen: File) => startImport(chosen),
    onSuccess: (run) => setRunId(run.id),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) start.mutate(file);
  };
  return (
    <section className="screen" aria-labelledby="transfer-title">
      <h1 id="transfer-title">{t('owners.transfer.title')}</h1>
      <div className="card">
        <h2>{t('owners.transfer.exportTitle')}</h2>
        <p>{t('owners.transfer.exportIntro')}</p>
        <a className="button" href="/api/rest/transfer/export" download>
          {t('owners.transfer.export')}
        </a>
      </div>
      <form className="card" onSubmit={submit}>
        <h2>{t('owners.transfer.importTitle')}</h2>
        <p>{t('owners.transfer.importIntro')}</p>
        <label>
          {t('owners.transfer.file')}
          <input
            type="file"
            name="file"
            accept=".xml,.zip,application/xml,text/xml,application/zip"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            required
          />
        </label>
        {start.isError && <p role="alert">{messageOf(start.error)}</p>}
        <button type="submit" className="button button--primary" disabled={!file || start.isPending}>
          {start.isPending ? t('owners.transfer.uploading') : t('owners.transfer.start')}
        </button>
      </form>
      {runId && <ImportProgress id={runId} />}
    </section>
  );
}

function ImportProgress({ id }: { id: string }) {
  const run = useQuery({
    queryKey: ['transfer-import', id],
    queryFn: () => apiGet<ImportRun>(`${IMPORTS}/${id}`),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : 1000;
    },
  });
  const data = run.data;
  if (!data) return run.isError ? <p role="alert">{messageOf(run.error)}</p> : null;
  const finished = data.status === 'done' || data.status === 'failed';
  return (
    <div className="card" aria-live="polite">
      {!finished && (
        <>
          <progress
            aria-label={t('owners.transfer.progress')}
            value={data.done}
            max={Math.max(1, data.total)}
          />
          <p>
            {data.status === 'waiting'
              ? t('owners.transfer.waiting')
              : t('owners.transfer.running', { done: data.done, total: data.total })}
          </p>
        </>
      )}
      {data.status === 'failed' && (
        <p role="alert">{t('owners.transfer.failed', { error: data.error ?? '' })}</p>
      )}
      {data.status === 'done' && data.report && (
        <>
          <p role="status">
            {t('owners.transfer.done', {
              posts: data.report.posts,
              pages: data.report.pages,
              images: data.report.images,
            })}
          </p>
          <h2>{t('owners.transfer.notMappedTitle')}</h2>
          {data.report.notMapped.length === 0 ? (
            <p>{t('owners.transfer.nothingLeftOut')}</p>
          ) : (
            <ul aria-label={t('owners.transfer.notMappedTitle')}>
              {data.report.notMapped.map((entry, index) => (
                <li key={index}>{t('owners.transfer.notMappedEntry', entry)}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
