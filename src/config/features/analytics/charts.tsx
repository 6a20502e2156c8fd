import { useEffect, useId, useRef, useState } from 'react';
import { formatDay } from './date-range';
import { t } from '../../text';

/**
 * Small, accessible SVG charts (no chart library: these two shapes cost far less than any
 * library's chunk). Each chart is an image with a spoken summary; the exact figures sit in a
 * table next to it ("Show the figures"), so nothing is told by shape or colour alone.
 */
export interface Series {
  label: string;
  /** One value per day, in the order of `days`. */
  values: number[];
  /** A CSS class giving the series its colour (and its pattern: solid or dashed). */
  className: string;
}

const HEIGHT = 220;

/** The element's width in CSS pixels, so the chart draws at 1:1 and its labels stay readable on a phone. */
function useWidth<T extends Element>(initial: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) =>
      setWidth(Math.max(240, Math.round(entry?.contentRect.width ?? initial))),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [initial]);
  return [ref, width] as const;
}
const PAD = { top: 12, right: 12, bottom: 28, left: 40 };

/** A round top for the y axis: 1, 2, 5 × 10ⁿ at or above the largest value. */
function niceMax(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= value) ?? value;
}

export function TimeChart({ title, days, series }: { title: string; days: string[]; series: Series[] }) {
  const tableId = useId();
  const [figureRef, width] = useWidth<HTMLElement>(640);
  const top = niceMax(Math.max(0, ...series.flatMap((entry) => entry.values)));
  const innerWidth = width - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) =>
    PAD.left + (days.length <= 1 ? innerWidth / 2 : (index / (days.length - 1)) * innerWidth);
  const y = (value: number) => PAD.top + innerHeight - (value / top) * innerHeight;
  const ticks = [0, top / 2, top];
  const labelled =
    days.length <= 1
      ? [0]
      : width < 400
        ? [0, days.length - 1]
        : [0, Math.floor((days.length - 1) / 2), days.length - 1];
  const summary = t('owners.analytics.chart.summary', {
    title,
    from: formatDay(days[0] ?? ''),
    to: formatDay(days.at(-1) ?? ''),
    series: series
      .map((entry) =>
        t('owners.analytics.chart.seriesSummary', {
          label: entry.label,
          total: String(entry.values.reduce((sum, value) => sum + value, 0)),
          max: String(Math.max(0, ...entry.values)),
        }),
      )
      .join('; '),
  });
  return (
    <figure className="chart" ref={figureRef}>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width={width}
        height={HEIGHT}
        role="img"
        aria-label={summary}
        className="chart__svg"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} className="chart__grid" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="chart__tick">
              {Number.isInteger(tick) ? tick : tick.toFixed(1)}
            </text>
          </g>
        ))}
        {labelled.map((index) => (
          <text
            key={index}
            x={x(index)}
            y={HEIGHT - 8}
            textAnchor={
              index === 0 && days.length > 1
                ? 'start'
                : index === days.length - 1 && days.length > 1
                  ? 'end'
                  : 'middle'
            }
            className="chart__tick"
          >
            {formatDay(days[index] ?? '')}
          </text>
        ))}
        {series.map((entry) => (
          <g key={entry.label} className={entry.className}>
            <polyline
              fill="none"
              className="chart__line"
              points={entry.values.map((value, index) => `${x(index)},${y(value)}`).join(' ')}
            />
            {entry.values.map((value, index) =>
              days.length <= 62 || value > 0 ? (
                <circle
                  key={index}
                  cx={x(index)}
                  cy={y(value)}
                  r={days.length > 31 || width / days.length < 12 ? 2 : 3.5}
                  className="chart__dot"
                >
                  <title>
                    {t('owners.analytics.chart.point', {
                      day: formatDay(days[index] ?? ''),
                      value: String(value),
                      label: entry.label.toLowerCase(),
                    })}
                  </title>
                </circle>
              ) : null,
            )}
          </g>
        ))}
      </svg>
      <figcaption className="chart__legend">
        {series.map((entry) => (
          <span key={entry.label} className={`chart__key ${entry.className}`}>
            <svg width="22" height="10" aria-hidden="true">
              <line x1="0" x2="22" y1="5" y2="5" className="chart__line" />
            </svg>
            {entry.label}
          </span>
        ))}
      </figcaption>
      <details className="chart__figures">
        <summary>{t('owners.analytics.chart.showFigures')}</summary>
        <table id={tableId} className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('owners.analytics.chart.date')}</th>
              {series.map((entry) => (
                <th key={entry.label} scope="col" className="num">
                  {entry.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day}>
                <th scope="row">{formatDay(day, true)}</th>
                {series.map((entry) => (
                  <td key={entry.label} className="num">
                    {entry.values[index] ?? 0}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** A ranked list with a bar per row; the figure is always written next to its bar. */
export function BarList({
  caption,
  label,
  value,
  rows,
  extra,
}: {
  caption: string;
  label: string;
  value: string;
  rows: Array<{ name: string; value: number; note?: string }>;
  extra?: string;
}) {
  const top = Math.max(1, ...rows.map((row) => row.value));
  return (
    <table className="data-table bar-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{label}</th>
          <th scope="col" className="num">
            {value}
          </th>
          {extra && (
            <th scope="col" className="num">
              {extra}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row" className="bar-table__name">
              <span
                className="bar-table__bar"
                style={{ width: `${(row.value / top) * 100}%` }}
                aria-hidden="true"
              />
              <span className="bar-table__label">{row.name}</span>
            </th>
            <td className="num">{row.value.toLocaleString('en')}</td>
            {extra && <td className="num">{row.note ?? ''}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
