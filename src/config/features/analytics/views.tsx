import type { AnalyticsTable } from '../../../shared/api/census-answers';
import { BarList, TimeChart } from './charts';
import type { DateRange } from './date-range';
import { Panel } from './panel';
import { num, rowsOf } from './use-view';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
const noVisits = 'No visits in this period yet.';
const zeroTotals = (key: string) => (table: AnalyticsTable) => num(table.totals?.[key]) === 0;

/** Headline figures and the visits chart. */
export function OverviewPanel({ range }: { range: DateRange }) {
  return (
    <Panel
      view="overview"
      range={range}
      title="Visits"
      empty={noVisits}
      wide
      isEmpty={zeroTotals('pageViews')}
    >
      {(table) => (
        <>
          <dl className="figures">
            {[
              ['Visits', table.totals?.visits],
              ['Unique visitors', table.totals?.uniqueVisitors],
              ['Page views', table.totals?.pageViews],
            ].map(([label, value]) => (
              <div key={String(label)} className="figure">
                <dt>{label}</dt>
                <dd>{num(value).toLocaleString('en')}</dd>
              </div>
            ))}
          </dl>
          <TimeChart
            title="Visits and page views per day"
            days={table.rows.map((row) => String(row[0]))}
            series={[
              { label: 'Visits', values: table.rows.map((row) => num(row[1])), className: 'series-1' },
              { label: 'Page views', values: table.rows.map((row) => num(row[3])), className: 'series-2' },
            ]}
          />
        </>
      )}
    </Panel>
  );
}

export function PagesPanel({ range }: { range: DateRange }) {
  return (
    <Panel view="pages" range={range} title="Top pages" empty={noVisits}>
      {(table) => (
        <BarList
          caption="Top pages by page views"
          label="Page"
          value="Page views"
          extra="Visitors"
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
    <Panel view="referrers" range={range} title="Referrers" empty={noVisits}>
      {(table) => (
        <BarList
          caption="Where visits came from"
          label="Source"
          value="Visits"
          extra="Page views"
          rows={rowsOf(table).map((row) => ({
            name: row.referrer === '(direct)' ? 'Direct or unknown' : String(row.referrer),
            value: num(row.visits),
            note: num(row['page views']).toLocaleString('en'),
          }))}
        />
      )}
    </Panel>
  );
}

export function DevicesPanel({ range }: { range: DateRange }) {
  const names: Record<string, string> = { desktop: 'Desktop', mobile: 'Phone', tablet: 'Tablet' };
  return (
    <Panel view="devices" range={range} title="Devices" empty={noVisits}>
      {(table) => (
        <BarList
          caption="Page views by device"
          label="Device"
          value="Page views"
          extra="Share"
          rows={rowsOf(table).map((row) => ({
            name: names[String(row.device)] ?? String(row.device),
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
      title="Campaigns"
      empty="No campaign visits in this period yet. Links with utm_source, utm_medium or utm_campaign, and the marketing landing tracker, show up here."
      wide
    >
      {(table) => (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Campaigns table">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Kind</th>
                <th scope="col">Source</th>
                <th scope="col">Medium / channel</th>
                <th scope="col">Campaign</th>
                <th scope="col">Term / subcampaign</th>
                <th scope="col">Content / subchannel</th>
                <th scope="col">Variation</th>
                <th scope="col" className="num">
                  Visits / landings
                </th>
                <th scope="col" className="num">
                  Page views
                </th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, index) => (
                <tr key={index}>
                  <td>{row[0] === 'utm' ? 'UTM link' : 'Landing tracker'}</td>
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
      title="Form, popup and button conversion"
      empty="No forms or buttons were seen in this period yet."
      wide
    >
      {(table) => (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Conversion table">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Form or button</th>
                <th scope="col" className="num">
                  Seen
                </th>
                <th scope="col" className="num">
                  Submitted / clicked
                </th>
                <th scope="col">Conversion rate</th>
              </tr>
            </thead>
            <tbody>
              {rowsOf(table).map((row, index) => {
                const rate = num(row['conversion rate (%)']);
                return (
                  <tr key={index}>
                    <th scope="row">
                      {row.kind === 'form' ? 'Form' : row.kind === 'popup' ? 'Popup' : 'Button'}{' '}
                      {row.label ? `“${String(row.label)}”` : ''}{' '}
                      <span className="muted">{String(row.id || '(unnamed)')}</span>
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
      title="Newsletter sign-ups"
      empty="No newsletter sign-ups in this period yet."
      isEmpty={zeroTotals('signUps')}
    >
      {(table) => (
        <>
          <p className="figure figure--inline">
            <strong>{plural(num(table.totals?.signUps), 'sign-up', 'sign-ups')}</strong>
          </p>
          <TimeChart
            title="Newsletter sign-ups per day"
            days={table.rows.map((row) => String(row[0]))}
            series={[
              { label: 'Sign-ups', values: table.rows.map((row) => num(row[1])), className: 'series-1' },
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
      title="Cookie consent records"
      empty="No cookie choices were recorded in this period."
      wide
      isEmpty={(table) => table.rows.length === 0}
    >
      {(table) => (
        <p>
          {plural(num(table.totals?.accepted), 'visitor', 'visitors')} accepted and{' '}
          {plural(num(table.totals?.declined), 'visitor', 'visitors')} declined. The download lists every
          choice with its time, anonymous consent id and banner version.
        </p>
      )}
    </Panel>
  );
}
