import { newId } from '../../../shared/ids';
import { GRID_COLUMNS } from '../../../shared/layout/layout';
import type { Layout, LayoutBlock } from '../../../shared/layout/layout';

/** Short builders for the demo's blocks: a block type, its data, and where it sits on the grid. */
export const IMAGES = '/assets/static/demo';

export type Placement = [column: number, span: number];
export const FULL: Placement = [1, GRID_COLUMNS];

export const block = (
  type: string,
  data: Record<string, unknown>,
  [column, span]: Placement = FULL,
): LayoutBlock => ({
  id: newId(),
  type,
  grid: { column, span },
  data,
});
export const layout = (...blocks: LayoutBlock[]): Layout => ({ columns: GRID_COLUMNS, blocks });

export const heading = (
  text: string,
  level: 1 | 2 | 3 | 4,
  at?: Placement,
  alignment: 'left' | 'center' = 'left',
) => block('heading', { text, level, alignment }, at);
export const text = (html: string, at?: Placement, alignment: 'left' | 'center' = 'left') =>
  block('text', { html, alignment }, at);
export const spacer = (height: number) => block('spacer', { height });
export const image = (file: string, alt: string, at?: Placement, extra: Record<string, unknown> = {}) =>
  block('image', { src: `${IMAGES}/${file}`, alt, ...extra }, at);
export const button = (
  label: string,
  href: string,
  style: 'primary' | 'secondary' | 'tertiary',
  at?: Placement,
  extra: Record<string, unknown> = {},
) => block('button', { label, href, style, size: 'large', alignment: 'center', ...extra }, at);
export const quote = (quoteText: string, source: string, at?: Placement) =>
  block('quote', { text: quoteText, source }, at);

export const ADDRESS_HTML = '<p>214 Alder Street<br>Portland, OR 97205</p>';
export const EMAIL = 'hello@larkspur-coffee.example';
export const PHONE_DISPLAY = '(503) 555-0142';
export const PHONE_HREF = 'tel:+15035550142';
