import { webVitalThresholds, type WebVitalMetric } from '../../../shared/census/web-vitals';
import type { DateRange } from './date-range';
import { Panel } from './panel';
import { num, rowsOf } from './use-view';

const names: Record<WebVitalMetric, string> = {
  LCP: 'Largest Contentful Paint',
  CLS: 'Cumulative Layout Shift',
  INP: 'Interaction to Next Paint',
  FCP: 'First Contentful Paint',
  TTFB: 'Time to First Byte',
};
/** Words and a mark for each rating: colour is never the only sign. */
const ratings: Record<string, { label: string; mark: string }> = {
  good: { label: 'Good', mark: '✓' },
  'needs-improvement': { label: 'Needs improvement', mark: '!' },
  poor: { label: 'Poor', mark: '✕' },
  'no data': { label: 'No data yet', mark: '–' },
};

const format = (metric: WebVitalMetric, value: number) =>
  metric === 'CLS'
    ? value.toFixed(2)
    : value >= 1000
      ? `${(value / 1000).toFixed(1)} s`
      : `${Math.round(value)} ms`;

/** Core Web Vitals of real visitors: the p75 of each metric, rated by the web-vitals thresholds. */
export function WebVitalsPanel({ range }: { range: DateRange }) {
  return (
    <Panel
      view="web-vitals"
      range={range}
      title="Core Web Vitals (real visitors)"
      empty="No speed measurements in this period yet."
      wide
      isEmpty={(table) => rowsOf(table).every((row) => num(row.samples) === 0)}
    >
      {(table) => (
        <>
          <p className="muted">
            The 75th percentile of what visitors experienced: three in four page loads were at least this
            fast.
          </p>
          <ul className="vitals">
            {rowsOf(table).map((row) => {
              const metric = String(row.metric) as WebVitalMetric;
              const rating = ratings[String(row.rating)] ?? { label: 'No data yet', mark: '–' };
              const [good, poor] = webVitalThresholds[metric];
              const p75 = row.p75;
              return (
                <li
                  key={metric}
                  className={`vital vital--${String(row.rating).replace(' ', '-')}`}
                  aria-label={`${names[metric]} (${metric}): ${typeof p75 === 'number' ? format(metric, p75) : 'no data'}, ${rating.label}`}
                >
                  <span className="vital__name">
                    {names[metric]} (<abbr title={names[metric]}>{metric}</abbr>)
                  </span>
                  <span className="vital__value">{typeof p75 === 'number' ? format(metric, p75) : '—'}</span>
                  <span className="vital__rating">
                    <span aria-hidden="true" className="vital__mark">
                      {rating.mark}
                    </span>
                    {rating.label}
                  </span>
                  {num(row.samples) > 0 && (
                    <>
                      <span className="vital__spread" aria-hidden="true">
                        <span className="spread--good" style={{ width: `${num(row['good (%)'])}%` }} />
                        <span
                          className="spread--needs-improvement"
                          style={{ width: `${num(row['needs improvement (%)'])}%` }}
                        />
                        <span className="spread--poor" style={{ width: `${num(row['poor (%)'])}%` }} />
                      </span>
                      <span className="vital__detail">
                        {num(row['good (%)'])}% good · {num(row['needs improvement (%)'])}% needs improvement
                        · {num(row['poor (%)'])}% poor, of {num(row.samples)}{' '}
                        {num(row.samples) === 1 ? 'page load' : 'page loads'}
                      </span>
                    </>
                  )}
                  <span className="vital__detail muted">
                    Good up to {format(metric, good)}, poor above {format(metric, poor)}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Panel>
  );
}
