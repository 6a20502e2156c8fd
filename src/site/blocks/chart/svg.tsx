import type { ReactElement } from 'react';
import type { Dataset } from '../../../shared/blocks/chart-data';
import { formatValue, shortLabel, valueScale } from './scale';

/** The drawing's coordinate box; the SVG scales to its column's width. */
export const WIDTH = 640;
export const HEIGHT = 360;
const PLOT = { left: 56, right: 16, top: 16, bottom: 48 };
const plotWidth = WIDTH - PLOT.left - PLOT.right;
const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
const round = (value: number) => Math.round(value * 100) / 100;

/** Series colours come from the stylesheet (`--chart-1` …), so they follow the theme. */
export const seriesClass = (index: number) => `sqs-chart__series sqs-chart__series--${(index % 8) + 1}`;

function Axes({ dataset, yOf }: { dataset: Dataset; yOf: (value: number) => number }) {
  const scale = valueScale(dataset.rows.flatMap((row) => row.values));
  return (
    <g className="sqs-chart__axes">
      {scale.ticks.map((tick) => (
        <g key={tick}>
          <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={round(yOf(tick))} y2={round(yOf(tick))} />
          <text x={PLOT.left - 8} y={round(yOf(tick))} textAnchor="end" dominantBaseline="middle">
            {formatValue(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

function categoryLabels(dataset: Dataset, xOf: (index: number) => number) {
  // Every label when they fit, else every other (or fewer), so they never overlap.
  const every = Math.max(1, Math.ceil(dataset.rows.length / 12));
  return dataset.rows.map((row, index) =>
    index % every === 0 ? (
      <text
        key={index}
        className="sqs-chart__label"
        x={round(xOf(index))}
        y={HEIGHT - PLOT.bottom + 20}
        textAnchor="middle"
      >
        {shortLabel(row.label)}
      </text>
    ) : null,
  );
}

function yScale(dataset: Dataset) {
  const scale = valueScale(dataset.rows.flatMap((row) => row.values));
  return (value: number) =>
    PLOT.top + plotHeight - ((value - scale.min) / (scale.max - scale.min)) * plotHeight;
}

export function BarChart({ dataset }: { dataset: Dataset }): ReactElement {
  const yOf = yScale(dataset);
  const band = plotWidth / dataset.rows.length;
  const barWidth = (band * 0.8) / dataset.series.length;
  const xOf = (index: number) => PLOT.left + band * index + band / 2;
  return (
    <>
      <Axes dataset={dataset} yOf={yOf} />
      {dataset.series.map((_, seriesIndex) => (
        <g key={seriesIndex} className={seriesClass(seriesIndex)}>
          {dataset.rows.map((row, rowIndex) => {
            const value = row.values[seriesIndex]!;
            const top = Math.min(yOf(value), yOf(0));
            return (
              <rect
                key={rowIndex}
                x={round(PLOT.left + band * rowIndex + band * 0.1 + barWidth * seriesIndex)}
                y={round(top)}
                width={round(barWidth)}
                height={round(Math.abs(yOf(value) - yOf(0)))}
              />
            );
          })}
        </g>
      ))}
      {categoryLabels(dataset, xOf)}
    </>
  );
}

export function LineChart({ dataset }: { dataset: Dataset }): ReactElement {
  const yOf = yScale(dataset);
  const count = dataset.rows.length;
  const xOf = (index: number) =>
    PLOT.left + (count === 1 ? plotWidth / 2 : (plotWidth * index) / (count - 1));
  return (
    <>
      <Axes dataset={dataset} yOf={yOf} />
      {dataset.series.map((_, seriesIndex) => {
        const points = dataset.rows.map((row, index) => [
          round(xOf(index)),
          round(yOf(row.values[seriesIndex]!)),
        ]);
        return (
          <g key={seriesIndex} className={seriesClass(seriesIndex)}>
            <polyline fill="none" points={points.map((point) => point.join(',')).join(' ')} />
            {points.map(([x, y], index) => (
              <circle key={index} cx={x} cy={y} r={3.5} />
            ))}
          </g>
        );
      })}
      {categoryLabels(dataset, xOf)}
    </>
  );
}

/** A pie of the first series: one slice per row, clockwise from twelve o'clock. */
export function PieChart({ dataset }: { dataset: Dataset }): ReactElement {
  const values = dataset.rows.map((row) => Math.max(0, row.values[0]!));
  const total = values.reduce((sum, value) => sum + value, 0);
  const cx = WIDTH / 2;
  const cy = HEIGHT / 2;
  const radius = HEIGHT / 2 - 16;
  const pointAt = (turn: number) => [
    round(cx + radius * Math.sin(2 * Math.PI * turn)),
    round(cy - radius * Math.cos(2 * Math.PI * turn)),
  ];
  // Where each slice starts, as a share of the turn: the sum of the slices before it.
  const starts = values.map((_, index) =>
    total === 0 ? 0 : values.slice(0, index).reduce((sum, value) => sum + value, 0) / total,
  );
  return (
    <>
      {values.map((value, index) => {
        if (total === 0 || value === 0) return null;
        const share = value / total;
        const className = seriesClass(index);
        if (share >= 0.9999) return <circle key={index} className={className} cx={cx} cy={cy} r={radius} />;
        const [x1, y1] = pointAt(starts[index]!);
        const [x2, y2] = pointAt(starts[index]! + share);
        const large = share > 0.5 ? 1 : 0;
        return (
          <path
            key={index}
            className={className}
            d={`M${cx},${cy} L${x1},${y1} A${radius},${radius} 0 ${large} 1 ${x2},${y2} Z`}
          />
        );
      })}
    </>
  );
}
