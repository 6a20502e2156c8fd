/** Axis arithmetic for server-drawn charts: a range rounded out to friendly steps. */
export interface Scale {
  min: number;
  max: number;
  ticks: number[];
}

/** A step of 1, 2 or 5 × 10ⁿ giving about `count` intervals over `span`. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** The value axis for these numbers, always including zero (bars grow from it). */
export function valueScale(values: ReadonlyArray<number>, count = 5): Scale {
  let low = Math.min(0, ...values);
  let high = Math.max(0, ...values);
  if (low === high) high = low + 1;
  const step = niceStep(high - low, count);
  low = Math.floor(low / step) * step;
  high = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  // Rounded so 0.1 + 0.2 reads 0.3 on the axis.
  for (let value = low; value <= high + step / 2; value += step) ticks.push(Number(value.toPrecision(12)));
  return { min: low, max: high, ticks };
}

/** A number as the axis and table show it: grouped thousands, at most two decimals. */
export const formatValue = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** A label cut to fit under a bar. */
export const shortLabel = (label: string, max = 12) =>
  [...label].length > max ? `${[...label].slice(0, max - 1).join('')}…` : label;
