import { describe, expect, it } from 'vitest';
import { libraryMessages } from '../messages/en-US/library';
import { chartBlock, CHART_VARIANTS } from './chart';
import { MAX_CHART_COLUMNS, MAX_CHART_ROWS, parseDataset } from './chart-data';
import { marqueeBlock } from './marquee';
import {
  advanceOffset,
  copiesNeeded,
  MARQUEE_MIN_WIDTH_PX,
  MARQUEE_RERENDER_DEBOUNCE_MS,
  MARQUEE_WAVE_PERIOD_MAX_PX,
  MARQUEE_WAVE_PERIOD_MIN_PX,
  seamlessPeriodPx,
  waveOffsetPx,
  wavePeriodPx,
} from './marquee-rules';
import { blockForVariant, BLOCK_VARIANTS } from './block-variants';
import { imageBlock } from './image';
import { IMAGE_DESIGN_VARIANTS } from './image-designs';
import { getBlockDefinition, runtimeFeaturesOf } from './registry';
import { relativeTimeBlock } from './relative-time';
import { parseInstant, RELATIVE_TIME_REFRESH_MS, relativeTimeOf } from './relative-time-rules';
import { HIGHLIGHT_SHAPES, textHighlightBlock } from './text-highlight';
import { validateLayout } from './validate-layout';

/** The first message of a failed parse, by path. */
function problems(schema: { safeParse(value: unknown): unknown }, data: unknown) {
  const result = schema.safeParse(data) as {
    error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
  };
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const layoutWith = (type: string, data: unknown) => ({
  columns: 12,
  blocks: [{ id: 'b'.repeat(24), type, grid: { column: 1, span: 12 }, data }],
});

describe('relative time', () => {
  it('reads just now, then seconds up to 59, then a date; refreshed every 5000 ms', () => {
    const moment = Date.parse('2026-11-24T09:30:00Z');
    expect(RELATIVE_TIME_REFRESH_MS).toBe(5000);
    expect(relativeTimeOf(moment, moment)).toEqual({ kind: 'just-now' });
    expect(relativeTimeOf(moment, moment + 999)).toEqual({ kind: 'just-now' });
    expect(relativeTimeOf(moment, moment + 1000)).toEqual({ kind: 'seconds', seconds: 1 });
    expect(relativeTimeOf(moment, moment + 59_999)).toEqual({ kind: 'seconds', seconds: 59 });
    expect(relativeTimeOf(moment, moment + 60_000)).toEqual({ kind: 'date' });
    // A visitor's clock a second behind still reads "just now"; a moment well ahead is a date.
    expect(relativeTimeOf(moment, moment - 1500)).toEqual({ kind: 'just-now' });
    expect(relativeTimeOf(moment, moment - 10_000)).toEqual({ kind: 'date' });
  });

  it('takes full date-times with an offset only', () => {
    expect(parseInstant('2026-11-24T09:30:00Z')).toBe(Date.parse('2026-11-24T09:30:00Z'));
    expect(parseInstant('2026-11-24T09:30+01:00')).toBe(Date.parse('2026-11-24T08:30:00Z'));
    for (const bad of ['2026-11-24', '2026-11-24T09:30:00', 'yesterday', '2026-13-45T99:99:00Z', '', null])
      expect(parseInstant(bad)).toBeUndefined();
  });

  it('defaults and refusals', () => {
    expect(relativeTimeBlock.schema.parse(relativeTimeBlock.defaults)).toEqual(relativeTimeBlock.defaults);
    expect(relativeTimeBlock.schema.parse({ date: ' 2026-11-24T09:30:00Z ' })).toEqual({
      date: '2026-11-24T09:30:00Z',
      label: '',
      alignment: 'left',
    });
    const message = 'Enter a date and time, like 2026-11-24T09:30:00Z';
    expect(problems(relativeTimeBlock.schema, { date: 'soon' })).toEqual({ date: message });
    expect(problems(relativeTimeBlock.schema, {})).toEqual({ date: message });
    expect(problems(relativeTimeBlock.schema, { date: `2026-11-24T09:30:00Z${'\u0000'.repeat(5)}` })).toEqual(
      {
        date: message,
      },
    );
    expect(problems(relativeTimeBlock.schema, { date: 'x'.repeat(1_000_000) })).toEqual({ date: message });
    expect(
      problems(relativeTimeBlock.schema, { date: '2026-11-24T09:30:00Z', label: 'x'.repeat(81) }),
    ).toEqual({
      label: 'The words before the time must be 80 characters or fewer',
    });
  });
});

describe('marquee', () => {
  it('has every §3 default and the §9 limits', () => {
    expect(marqueeBlock.schema.parse({ text: 'Hello' })).toEqual({
      text: 'Hello',
      animationDirection: 'left',
      animationSpeed: 1,
      waveFrequency: 1,
      waveIntensity: 0,
      pausedOnHover: false,
    });
    expect(MARQUEE_MIN_WIDTH_PX).toBe(50);
    expect(MARQUEE_RERENDER_DEBOUNCE_MS).toBe(1000);
    expect([MARQUEE_WAVE_PERIOD_MIN_PX, MARQUEE_WAVE_PERIOD_MAX_PX]).toEqual([250, 1000]);
  });

  it('refuses out-of-range settings with messages', () => {
    expect(problems(marqueeBlock.schema, { text: ' ' })).toEqual({ text: 'Enter the text' });
    expect(
      problems(marqueeBlock.schema, {
        text: 'a',
        animationSpeed: 0,
        waveFrequency: 11,
        waveIntensity: -1,
        animationDirection: 'up',
        pausedOnHover: 'no',
      }),
    ).toEqual({
      animationSpeed: 'Choose a speed from 0.1 to 10',
      waveFrequency: 'Choose a wave frequency from 0.1 to 10',
      waveIntensity: 'Choose a wave intensity from 0 to 10',
      animationDirection: 'Choose left or right',
      pausedOnHover: 'Choose yes or no',
    });
  });

  it('keeps the wave period within 250–1000 px and seamless over one copy', () => {
    expect(wavePeriodPx(1)).toBe(500);
    expect(wavePeriodPx(10)).toBe(250);
    expect(wavePeriodPx(0.1)).toBe(1000);
    expect(seamlessPeriodPx(500, 1300)).toBeCloseTo(433.33, 2);
    // A copy shorter than the period: one wave per copy.
    expect(seamlessPeriodPx(500, 180)).toBe(180);
    expect(seamlessPeriodPx(500, 1000)).toBe(500);
    expect(waveOffsetPx(125, 500, 0, 20)).toBe(0);
    expect(waveOffsetPx(125, 500, 10, 20)).toBe(10);
    expect(waveOffsetPx(375, 500, 5, 20)).toBe(-5);
  });

  it('moves one copy at a time: 60 px a second at speed 1, wrapped', () => {
    expect(advanceOffset(0, 1000, 1, 300)).toBe(60);
    expect(advanceOffset(280, 1000, 1, 300)).toBe(40);
    expect(advanceOffset(0, 500, 2, 300)).toBe(60);
    expect(copiesNeeded(1000, 300)).toBe(5);
    expect(copiesNeeded(1000, 0)).toBe(1);
  });
});

describe('text highlight', () => {
  it('defaults: shape wave, animation draw, 0.75 s, starting after 250 ms', () => {
    expect(textHighlightBlock.schema.parse({ text: 'Fresh beans', highlight: 'beans' })).toEqual({
      text: 'Fresh beans',
      highlight: 'beans',
      tag: 'h2',
      shape: 'wave',
      color: 'accent',
      thickness: 4,
      linecap: 'round',
      blend: 'normal',
      opacity: 1,
      animation: 'draw',
      direction: 'right',
      duration: 0.75,
      delay: 250,
      alignment: 'left',
    });
    expect(HIGHLIGHT_SHAPES).toHaveLength(12);
    for (const shape of HIGHLIGHT_SHAPES)
      expect(textHighlightBlock.schema.safeParse({ text: 'a b', highlight: 'b', shape }).success).toBe(true);
  });

  it('refuses highlights that are not in the text and out-of-range state', () => {
    expect(problems(textHighlightBlock.schema, { text: 'Fresh beans', highlight: 'tea' })).toEqual({
      highlight: 'The highlighted words must appear in the text',
    });
    expect(
      problems(textHighlightBlock.schema, {
        text: 'a',
        highlight: 'a',
        shape: 'star',
        animation: 'spin',
        duration: 9,
        opacity: 0,
        thickness: 0,
        fontSize: 300,
      }),
    ).toEqual({
      shape: 'Choose one of the offered shapes',
      animation: 'Choose draw, fade or fade and scale',
      duration: 'Choose a duration from 0.1 to 5 seconds',
      opacity: 'Choose an opacity from 0.1 to 1',
      thickness: 'Choose a thickness from 1 to 20 pixels',
      fontSize: 'Choose a font size from 11 to 200 pixels',
    });
  });
});

describe('chart', () => {
  it('bar 1009, line 1010, pie 1011; defaults read as a dataset', () => {
    expect(CHART_VARIANTS).toEqual({ bar: 1009, line: 1010, pie: 1011 });
    expect(chartBlock.schema.parse(chartBlock.defaults)).toEqual(chartBlock.defaults);
    const parsed = parseDataset(chartBlock.defaults.data);
    expect(parsed.ok && parsed.dataset.series).toEqual(['Espresso', 'Filter']);
    expect(parsed.ok && parsed.dataset.rows[1]).toEqual({ label: 'Tuesday', values: [135, 95] });
  });

  it('refuses bad datasets with the library messages, verbatim', () => {
    const dataProblem = (data: string) => problems(chartBlock.schema, { data }).data;
    expect(dataProblem('')).toBe('Enter some data!');
    expect(dataProblem('  \n \n')).toBe('Enter some data!');
    expect(dataProblem('Day\nMonday')).toBe('Your dataset must have at least one column');
    expect(dataProblem('Day, Cups')).toBe('Your dataset must have at least one row');
    expect(dataProblem('Day, Cups, Beans\nMonday, 3')).toBe('One or more rows was missing data');
    expect(dataProblem('Day, Cups\nMonday, many')).toBe('One or more rows was missing data');
    expect(dataProblem('Day, Cups\n, 4')).toBe('One or more rows was missing data');
    expect(dataProblem('Day, Cups\nMonday, 4\u0000')).toBe('One or more rows was missing data');
    expect(dataProblem('x'.repeat(10_001))).toBe('The data must be 10,000 characters or fewer');
    expect(libraryMessages['library.datasetNoRows']).toBe('Your dataset must have at least one row');
    expect(problems(chartBlock.schema, { chartType: 'pie', data: 'Kind, Share\nA, 3\nB, -1' })).toEqual({
      data: 'A pie chart needs numbers of zero or more',
    });
  });

  it('reads tabs from spreadsheets, and truncates to the maximum rows and columns', () => {
    const pasted = parseDataset('Month\tSales\nJan\t1.5\nFeb\t-2e1\n');
    expect(pasted).toEqual({
      ok: true,
      dataset: {
        labelHeading: 'Month',
        series: ['Sales'],
        rows: [
          { label: 'Jan', values: [1.5] },
          { label: 'Feb', values: [-20] },
        ],
        truncatedRows: false,
        truncatedColumns: false,
      },
    });
    const header = ['Row', ...Array.from({ length: MAX_CHART_COLUMNS + 2 }, (_, index) => `S${index}`)].join(
      ',',
    );
    const line = (index: number) =>
      [`R${index}`, ...Array.from({ length: MAX_CHART_COLUMNS + 2 }, () => '1')].join(',');
    const big = [header, ...Array.from({ length: MAX_CHART_ROWS + 5 }, (_, index) => line(index))].join('\n');
    const parsed = parseDataset(big);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.dataset.rows).toHaveLength(MAX_CHART_ROWS);
    expect(parsed.dataset.series).toHaveLength(MAX_CHART_COLUMNS);
    expect(parsed.dataset.rows[0]!.values).toHaveLength(MAX_CHART_COLUMNS);
    expect(parsed.dataset).toMatchObject({ truncatedRows: true, truncatedColumns: true });
  });

  it('errors reach the editor keyed by block and field', () => {
    expect(validateLayout(layoutWith('chart', { data: 'Day' }))).toEqual({
      ok: false,
      errors: { 'blocks.0.data.data': 'Your dataset must have at least one column' },
    });
  });
});

describe('runtime features of the new blocks', () => {
  it('each loads only its own feature; a chart loads none', () => {
    const features = (type: string, data: unknown) => runtimeFeaturesOf([layoutWith(type, data) as never]);
    expect(features('relative-time', relativeTimeBlock.defaults)).toEqual(['relative-time']);
    expect(features('marquee', marqueeBlock.defaults)).toEqual(['marquee']);
    expect(features('text-highlight', textHighlightBlock.defaults)).toEqual(['text-highlight']);
    expect(features('chart', chartBlock.defaults)).toEqual([]);
  });
});

describe('image layouts and the block variant table', () => {
  it('image variants 1012–1017 are layouts of the image block; old data reads as the plain image', () => {
    expect(IMAGE_DESIGN_VARIANTS).toEqual({
      inline: 1012,
      poster: 1013,
      card: 1014,
      overlap: 1015,
      collage: 1016,
      stack: 1017,
    });
    const parsed = imageBlock.schema.parse({ src: '/a.jpg' });
    expect(parsed).toMatchObject({ design: 'plain', title: '', buttonText: '' });
    expect(problems(imageBlock.schema, { src: '/a.jpg', design: 'mosaic' })).toEqual({
      design: 'Choose one of the offered layouts',
    });
    expect(problems(imageBlock.schema, { src: '/a.jpg', title: 'x'.repeat(201) })).toEqual({
      title: 'Titles must be 200 characters or fewer',
    });
  });

  it('maps every variant number of §3 to the block and value that render it', () => {
    const numbers = Object.keys(BLOCK_VARIANTS).map(Number);
    // 1000–1019 except 1001, which the spec does not name.
    expect(numbers).toEqual([1000, ...Array.from({ length: 18 }, (_, index) => 1002 + index)]);
    expect(blockForVariant(1001)).toBeUndefined();
    expect(blockForVariant(1009)).toEqual({
      name: 'chart bar',
      block: 'chart',
      field: 'chartType',
      value: 'bar',
    });
    expect(blockForVariant(1004)).toMatchObject({ block: 'gallery', value: 'stacked' });
    expect(blockForVariant(1015)).toMatchObject({ block: 'image', field: 'design', value: 'overlap' });
    for (const variant of Object.values(BLOCK_VARIANTS)) {
      if (variant.planned) continue;
      const definition = getBlockDefinition(variant.block);
      expect(definition, variant.name).toBeDefined();
      if (variant.field === undefined) continue;
      // The value is one the block's schema accepts for that field.
      const field = (
        definition!.schema as unknown as {
          _zod: { def: { shape: Record<string, { safeParse(v: unknown): { success: boolean } }> } };
        }
      )._zod.def.shape[variant.field];
      expect(field?.safeParse(variant.value).success, variant.name).toBe(true);
    }
    expect(
      Object.values(BLOCK_VARIANTS)
        .filter((variant) => variant.planned)
        .map((variant) => variant.name),
    ).toEqual([]);
  });
});
