import { webVitalThresholds, type WebVitalMetric } from '../../../shared/census/web-vitals';
import type { DateRange } from './date-range';
import { Panel } from './panel';
import { num, rowsOf } from './use-view';
import { t } from '../../text';

const nameOf = (metric: WebVitalMetric) => t(`owners.analytics.vitals.${metric}`);
/** Words and a mark for each rating: colour is never the only sign. */
const ratings = (): Record<string, { label: string; mark: string }> => ({
  good: { label: t('owners.analytics.vitals.good'), mark: '✓' },
  'needs-improvement': { label: t('owners.analytics.vitals.needsImprovement'), mark: '!' },
  poor: { label: t('owners.analytics.vitals.poor'), mark: '✕' },
  'no data': { label: t('owners.analytics.vitals.noData'), mark: '–' },
});

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
      title={t('owners.analytics.vitals.title')}
      empty={t('owners.analytics.vitals.empty')}
      wide
      isEmpty={(table) => rowsOf(table).every((row) => num(row.samples) === 0)}
    >
      {(table) => (
        <>
          <p className="muted">{t('owners.analytics.vitals.intro')}</p>
          <ul className="vitals">
            {rowsOf(table).map((row) => {
              const metric = String(row.metric) as WebVitalMetric;
              const rating = ratings()[String(row.rating)] ?? {
                label: t('owners.analytics.vitals.noData'),
                mark: '–',
              };
              const [good, poor] = webVitalThresholds[metric];
              const p75 = row.p75;
              return (
                <li
                  key={metric}
                  className={`vital vital--${String(row.rating).replace(' ', '-')}`}
                  aria-label={t('owners.analytics.vitals.itemLabel', {
                    name: nameOf(metric),
                    metric,
                    value:
                      typeof p75 === 'number'
                        ? format(metric, p75)
                        : t('owners.analytics.vitals.noDataValue'),
                    rating: rating.label,
                  })}
                >
                  <span className="vital__name">
                    {nameOf(metric)} (<abbr title={nameOf(metric)}>{metric}</abbr>)
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
                        {t('owners.analytics.vitals.spread', {
                          good: String(num(row['good (%)'])),
                          needsImprovement: String(num(row['needs improvement (%)'])),
                          poor: String(num(row['poor (%)'])),
                          samples: num(row.samples),
                        })}
                      </span>
                    </>
                  )}
                  <span className="vital__detail muted">
                    {t('owners.analytics.vitals.thresholds', {
                      good: format(metric, good),
                      poor: format(metric, poor),
                    })}
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
