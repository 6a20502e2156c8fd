import type { AnalyticsTable } from '../../../shared/api/census-answers';
import { BarList, TimeChart } from './charts';
import type { DateRange } from './date-range';
import { Panel } from './panel';
import { num, rowsOf } from './use-view';
import { t } from '../../text';

const noVisits = () => t('owners.analytics.noVisits');
const zeroTotals = (key: string) => (table: AnalyticsTable) => num(table.totals?.[key]) === 0;

/** Headline figures and the visits chart. */
export function OverviewPanel({ range }: { range: DateRange }) {
  return (
    <Panel
      view="overview"
      range={range}
      title={t('owners.analytics.overview.title')}
      empty={noVisits()}
      wide
      isEmpty={zeroTotals('pageViews')}
    >
      {(table) => (
        <>
          <dl className="figures">
            {[
              [t('owners.analytics.overview.visits'), table.totals?.visits],
              [t('owners.analytics.overview.uniqueVisitors'), table.totals?.uniqueVisitors],
              [t('owners.analytics.overview.pageViews'), table.totals?.pageViews],
            ].map(([label, value]) => (
              <div key={String(label)} className="figure">
                <dt>{label}</dt>
                <dd>{num(value).toLocaleString('en')}</dd>
              </div>
            ))}
          </dl>
          <TimeChart
            title={t('owners.analytics.overview.chart')}
            days={table.rows.map((row) => String(row[0]))}
            series={[
              {
                label: t('owners.analytics.overview.visits'),
                values: table.rows.map((row) => num(row[1])),
                className: 'series-1',
              },
              {
                label: t('owners.analytics.overview.pageViews'),
                values: table.rows.map((row) => num(row[3])),
                className: 'series-2',
              },
            ]}
          />
        </>
      )}
    </Panel>
  );
}

export function PagesPanel({ range }: { range: DateRange }) {
  return (
    <Panel view="pages" range={range} title={t('owners.analytics.pages.title')} empty={noVisits()}>
      {(table) => (
        <BarList
          caption={t('owners.analytics.pages.caption')}
          label={t('owners.analytics.pages.page')}
          value={t('owners.analytics.pages.pageViews')}
          extra={t('owners.analytics.pages.visitors')}
          rows={rowsOf(table).map((row) => ({
            name: String(row.page),
            value: num(row['page views']),
            note: num(row['unique visitors']).toLocaleString('en'),
          }))}
        />
      )}
    </Panel>
  );
}

export function ReferrersPanel({ range }: { range: DateRange }) {
  return (
    <Panel view="referrers" range={range} title={t('owners.analytics.referrers.title')} empty={noVisits()}>
      {(table) => (
        <BarList
          caption={t('owners.analytics.referrers.caption')}
          label={t('owners.analytics.referrers.source')}
          value={t('owners.analytics.referrers.visits')}
          extra={t('owners.analytics.referrers.pageViews')}
          rows={rowsOf(table).map((row) => ({
            name: row.referrer === '(direct)' ? t('owners.analytics.referrers.direct') : String(row.referrer),
            value: num(row.visits),
            note: num(row['page views']).toLocaleString('en'),
          }))}
        />
      )}
    </Panel>
  );
}

export function DevicesPanel({ range }: { range: DateRange }) {
  const devices = ['desktop', 'mobile', 'tablet'] as const;
  const name = (device: string) =>
    (devices as readonly string[]).includes(device)
      ? t(`owners.analytics.devices.${device as (typeof devices)[number]}`)
      : device;
  return (
    <Panel view="devices" range={range} title={t('owners.analytics.devices.title')} empty={noVisits()}>
      {(table) => (
        <BarList
          caption={t('owners.analytics.devices.caption')}
          label={t('owners.analytics.devices.device')}
          value={t('owners.analytics.devices.pageViews')}
          extra={t('owners.analytics.devices.share')}
          rows={rowsOf(table).map((row) => ({
            name: name(String(row.device)),
            value: num(row['page views']),
            note: `${num(row['share of page views (%)'])}%`,
          }))}
        />
      )}
    </Panel>
  );
}

export function CampaignsPanel({ range }: { range: DateRange }) {
  return (
    <Panel
      view="campaigns"
      range={range}
      title={t('owners.analytics.campaigns.title')}
      empty={t('owners.analytics.campaigns.empty')}
      wide
    >
      {(table) => (
        <div
          className="table-scroll"
          tabIndex={0}
          role="region"
          aria-label={t('owners.analytics.campaigns.table')}
        >
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('owners.analytics.campaigns.kind')}</th>
                <th scope="col">{t('owners.analytics.campaigns.source')}</th>
                <th scope="col">{t('owners.analytics.campaigns.medium')}</th>
                <th scope="col">{t('owners.analytics.campaigns.campaign')}</th>
                <th scope="col">{t('owners.analytics.campaigns.term')}</th>
                <th scope="col">{t('owners.analytics.campaigns.content')}</th>
                <th scope="col">{t('owners.analytics.campaigns.variation')}</th>
                <th scope="col" className="num">
                  {t('owners.analytics.campaigns.visits')}
                </th>
                <th scope="col" className="num">
                  {t('owners.analytics.campaigns.pageViews')}
                </th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, index) => (
                <tr key={index}>
                  <td>
                    {row[0] === 'utm'
                      ? t('owners.analytics.campaigns.utm')
                      : t('owners.analytics.campaigns.landing')}
                  </td>
                  {row.slice(1, 7).map((cell, cellIndex) => (
                    <td key={cellIndex}>{cell ?? '—'}</td>
                  ))}
                  <td className="num">{row[7] ?? '—'}</td>
                  <td className="num">{row[8] ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

export function ConversionsPanel({ range }: { range: DateRange }) {
  return (
    <Panel
      view="conversions"
      range={range}
      title={t('owners.analytics.conversions.title')}
      empty={t('owners.analytics.conversions.empty')}
      wide
    >
      {(table) => (
        <div
          className="table-scroll"
          tabIndex={0}
          role="region"
          aria-label={t('owners.analytics.conversions.table')}
        >
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('owners.analytics.conversions.item')}</th>
                <th scope="col" className="num">
                  {t('owners.analytics.conversions.seen')}
                </th>
                <th scope="col" className="num">
                  {t('owners.analytics.conversions.converted')}
                </th>
                <th scope="col">{t('owners.analytics.conversions.rate')}</th>
              </tr>
            </thead>
            <tbody>
              {rowsOf(table).map((row, index) => {
                const rate = num(row['conversion rate (%)']);
                return (
                  <tr key={index}>
                    <th scope="row">
                      {t('owners.analytics.conversions.kind', { kind: String(row.kind) })}{' '}
                      {row.label ? t('owners.analytics.conversions.label', { label: String(row.label) }) : ''}{' '}
                      <span className="muted">
                        {String(row.id || t('owners.analytics.conversions.unnamed'))}
                      </span>
                    </th>
                    <td className="num">{num(row.views)}</td>
                    <td className="num">{num(row.conversions)}</td>
                    <td>
                      <span className="rate">
                        <span className="rate__bar" aria-hidden="true">
                          <span style={{ width: `${Math.min(100, rate)}%` }} />
                        </span>
                        {num(row.views) === 0 ? '—' : `${rate}%`}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

export function NewsletterPanel({ range }: { range: DateRange }) {
  return (
    <Panel
      view="newsletter"
      range={range}
      title={t('owners.analytics.newsletter.title')}
      empty={t('owners.analytics.newsletter.empty')}
      isEmpty={zeroTotals('signUps')}
    >
      {(table) => (
        <>
          <p className="figure figure--inline">
            <strong>{t('owners.analytics.newsletter.total', { count: num(table.totals?.signUps) })}</strong>
          </p>
          <TimeChart
            title={t('owners.analytics.newsletter.chart')}
            days={table.rows.map((row) => String(row[0]))}
            series={[
              {
                label: t('owners.analytics.newsletter.series'),
                values: table.rows.map((row) => num(row[1])),
                className: 'series-1',
              },
            ]}
          />
        </>
      )}
    </Panel>
  );
}

export function ConsentPanel({ range }: { range: DateRange }) {
  return (
    <Panel
      view="consent"
      range={range}
      title={t('owners.analytics.consent.title')}
      empty={t('owners.analytics.consent.empty')}
      wide
      isEmpty={(table) => table.rows.length === 0}
    >
      {(table) => (
        <p>
          {t('owners.analytics.consent.summary', {
            accepted: num(table.totals?.accepted),
            declined: num(table.totals?.declined),
          })}
        </p>
      )}
    </Panel>
  );
}
