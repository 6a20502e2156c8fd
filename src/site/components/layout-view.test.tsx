import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { makeBlock, makeLayout } from '../testing/fixtures';
import { LayoutView } from './layout-view';

describe('LayoutView', () => {
  it('places each block on the 12-column grid by column and span', () => {
    const html = renderToString(
      <LayoutView
        layout={makeLayout(
          makeBlock('heading', { text: 'Left' }, { column: 1, span: 6 }),
          makeBlock('heading', { text: 'Right' }, { column: 7, span: 6 }),
          makeBlock('line', {}),
        )}
      />,
    );
    expect(html.startsWith('<div class="sqs-layout">')).toBe(true);
    const placements = [...html.matchAll(/style="grid-column:([^"]+)"/g)].map((match) => match[1]);
    expect(placements).toEqual(['1 / span 6', '7 / span 6', '1 / span 12']);
    expect(html.indexOf('Left')).toBeLessThan(html.indexOf('Right'));
  });

  it('skips unknown block types and blocks whose data no longer validates, without crashing', () => {
    const html = renderToString(
      <LayoutView
        layout={makeLayout(
          makeBlock('hologram', { text: 'Never shown' }),
          makeBlock('heading', { text: '' }),
          makeBlock('quote', { text: 'Still here' }),
        )}
      />,
    );
    expect(html).not.toContain('Never shown');
    expect(html).not.toContain('hologram');
    expect(html).not.toContain('sqs-block-heading');
    expect(html).toContain('Still here');
    expect(html.match(/sqs-layout__cell/g)).toHaveLength(1);
  });

  it('applies schema defaults to stored data and clamps placement to the grid', () => {
    const html = renderToString(
      <LayoutView layout={makeLayout(makeBlock('heading', { text: 'Defaults' }, { column: 11, span: 6 }))} />,
    );
    expect(html).toContain('<h2 class="sqs-block-heading__text">Defaults</h2>');
    expect(html).toContain('grid-column:11 / span 2');
  });

  it('renders nothing for an empty layout', () => {
    expect(renderToString(<LayoutView layout={makeLayout()} />)).toBe('');
  });
});
