import { useId } from 'react';
import type { ChartData } from '../../../shared/blocks/chart';
import {
  MAX_CHART_COLUMNS,
  MAX_CHART_ROWS,
  parseDataset,
  type Dataset,
} from '../../../shared/blocks/chart-data';
import type { LayoutBlock } from '../../../shared/layout/layout';
import { t } from '../../text';
import { formatValue } from './scale';
import { BarChart, HEIGHT, LineChart, PieChart, seriesClass, WIDTH } from './svg';

const drawings = { bar: BarChart, line: LineChart, pie: PieChart } as const;

/** The chart's numbers as a table: what screen readers read, and anyone can open. */
function DataTable({ dataset, caption }: { dataset: Dataset; caption: string }) {
  return (
    <table className="sqs-chart__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{dataset.labelHeading}</th>
          {dataset.series.map((name, index) => (
            <th key={index} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {dataset.rows.map((row, index) => (
          <tr key={index}>
            <th scope="row">{row.label}</th>
            {row.values.map((value, column) => (
              <td key={column}>{formatValue(value)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Chart (block variants bar 1009, line 1010, pie 1011): server SVG from the owner's dataset, no
 * JavaScript. The drawing is one image to assistive technology (named by the title); the data
 * follows as a table in a disclosure. A dataset over the limits shows its first rows and columns
 * and says so.
 */
export function ChartBlock({ block }: { block: LayoutBlock<ChartData> }) {
  const titleId = useId();
  const parsed = parseDataset(block.data.data);
  if (!parsed.ok) return null;
  const { dataset } = parsed;
  const title = block.data.title || t('site.chart.untitled');
  const Drawing = drawings[block.data.chartType];
  // Bars and lines are told apart by series; a pie's slices by row.
  const legend = block.data.chartType === 'pie' ? dataset.rows.map((row) => row.label) : dataset.series;
  return (
    <figure className={`sqs-block sqs-block-chart sqs-chart--${block.data.chartType}`}>
      {block.data.title ? (
        <figcaption id={titleId} className="sqs-chart__title">
          {block.data.title}
        </figcaption>
      ) : null}
      <svg
        className="sqs-chart__drawing"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        {...(block.data.title ? { 'aria-labelledby': titleId } : { 'aria-label': title })}
      >
        <Drawing dataset={dataset} />
      </svg>
      {legend.length > 1 ? (
        <ul className="sqs-chart__legend" aria-hidden="true">
          {legend.map((name, index) => (
            <li key={index}>
              <svg className={seriesClass(index)} viewBox="0 0 10 10" width="10" height="10">
                <rect width="10" height="10" />
              </svg>
              {name}
            </li>
          ))}
        </ul>
      ) : null}
      {dataset.truncatedRows ? (
        <p className="sqs-chart__note">{t('site.chart.truncatedRows', { max: MAX_CHART_ROWS })}</p>
      ) : null}
      {dataset.truncatedColumns ? (
        <p className="sqs-chart__note">{t('site.chart.truncatedColumns', { max: MAX_CHART_COLUMNS })}</p>
      ) : null}
      <details className="sqs-chart__data">
        <summary>{t('site.chart.showData')}</summary>
        <DataTable dataset={dataset} caption={title} />
      </details>
    </figure>
  );
}
