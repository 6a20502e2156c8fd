import * as z from 'zod/mini';
import { libraryMessages } from '../messages/en-US/library';
import { MAX_CHART_COLUMNS, MAX_CHART_DATA_LENGTH, MAX_CHART_ROWS, parseDataset } from './chart-data';
import { defineBlock } from './definition';
import { optionalText } from './fields';

/** Chart kinds and their block variant numbers (media-and-platform §3: bar 1009, line 1010, pie 1011). */
export const CHART_VARIANTS = { bar: 1009, line: 1010, pie: 1011 } as const;
export type ChartType = keyof typeof CHART_VARIANTS;

const DATA_HELP = `Data (first line: column names; then one line per row, a label and its numbers, separated by commas or tabs; at most ${MAX_CHART_ROWS} rows and ${MAX_CHART_COLUMNS} columns are shown)`;

/**
 * Chart: bar, line or pie from a dataset the owner types (see `chart-data.ts`), drawn as server
 * SVG with the data as a table beside it for screen readers and anyone who prefers numbers. No
 * JavaScript. A dataset that cannot be read is refused with the spec's library message.
 */
export const chartSchema = z
  .object({
    title: optionalText(120, 'The title must be 120 characters or fewer'),
    chartType: z._default(
      z
        .enum(['bar', 'line', 'pie'], { error: 'Choose bar, line or pie' })
        .check(z.meta({ label: 'Kind of chart', optionLabels: { bar: 'Bar', line: 'Line', pie: 'Pie' } })),
      'bar',
    ),
    data: z.string({ error: libraryMessages['library.datasetEmpty'] }).check(
      z.maxLength(
        MAX_CHART_DATA_LENGTH,
        `The data must be ${MAX_CHART_DATA_LENGTH.toLocaleString('en-US')} characters or fewer`,
      ),
      z.superRefine((value, context) => {
        // Too long is already said; a 10 MB paste is not read line by line.
        if (value.length > MAX_CHART_DATA_LENGTH) return;
        const parsed = parseDataset(value);
        if (!parsed.ok)
          context.addIssue({ code: 'custom', message: libraryMessages[parsed.problem], input: value });
      }),
      z.meta({ label: DATA_HELP }),
    ),
  })
  .check(
    z.refine(
      (chart) => {
        if (chart.chartType !== 'pie') return true;
        const parsed = parseDataset(chart.data);
        return !parsed.ok || parsed.dataset.rows.every((row) => row.values[0]! >= 0);
      },
      { error: 'A pie chart needs numbers of zero or more', path: ['data'] },
    ),
  );

export type ChartData = z.output<typeof chartSchema>;

export const chartBlock = defineBlock({
  type: 'chart',
  label: 'Chart',
  schema: chartSchema,
  defaults: {
    title: 'Cups sold',
    chartType: 'bar',
    data: 'Day, Espresso, Filter\nMonday, 120, 80\nTuesday, 135, 95\nWednesday, 110, 70',
  },
});
