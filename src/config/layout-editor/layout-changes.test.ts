import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../shared/blocks/registry';
import { GRID_COLUMNS, type Layout, type LayoutBlock } from '../../shared/layout/layout';
import {
  errorsOfBlock,
  summaryOf,
  withBlockMoved,
  withBlockRemoved,
  withBlockUpdated,
  withNewBlock,
} from './layout-changes';

const block = (id: string, data: Record<string, unknown> = {}): LayoutBlock => ({
  id,
  type: 'heading',
  grid: { column: 1, span: GRID_COLUMNS },
  data,
});
const layoutOf = (...ids: string[]): Layout => ({
  columns: GRID_COLUMNS,
  blocks: ids.map((id) => block(id)),
});
const ids = (layout: Layout | null) => layout?.blocks.map((entry) => entry.id);

describe('layout changes', () => {
  it('adds a block with its defaults after the selected one, or at the end', () => {
    const layout = layoutOf('a', 'b');
    const afterA = withNewBlock(layout, getBlockDefinition('heading'), 'a');
    expect(afterA?.block.id).toMatch(/^[0-9a-f]{24}$/);
    expect(ids(afterA!.layout)).toEqual(['a', afterA!.block.id, 'b']);
    expect(afterA?.block.grid).toEqual({ column: 1, span: GRID_COLUMNS });
    expect(afterA?.block).toMatchObject({ type: 'heading', data: getBlockDefinition('heading')!.defaults });
    // A copy: editing the new block leaves the registry's defaults alone.
    expect(afterA?.block.data).not.toBe(getBlockDefinition('heading')!.defaults);
    const atEnd = withNewBlock(layout, getBlockDefinition('heading'), null);
    expect(ids(atEnd!.layout)?.at(-1)).toBe(atEnd!.block.id);
    expect(withNewBlock(layout, getBlockDefinition('no-such-block'), 'a')).toBeNull();
    expect(ids(layout)).toEqual(['a', 'b']);
  });

  it('moves a block within the list and not past its ends', () => {
    const layout = layoutOf('a', 'b', 'c');
    expect(ids(withBlockMoved(layout, 0, 1))).toEqual(['b', 'a', 'c']);
    expect(ids(withBlockMoved(layout, 2, -1))).toEqual(['a', 'c', 'b']);
    expect(withBlockMoved(layout, 0, -1)).toBeNull();
    expect(withBlockMoved(layout, 2, 1)).toBeNull();
  });

  it('removes a block and selects the next one, else the one before, else none', () => {
    const layout = layoutOf('a', 'b', 'c');
    expect(withBlockRemoved(layout, 'b')).toMatchObject({ nextSelectedId: 'c' });
    expect(ids(withBlockRemoved(layout, 'b').layout)).toEqual(['a', 'c']);
    expect(withBlockRemoved(layout, 'c').nextSelectedId).toBe('b');
    expect(withBlockRemoved(layoutOf('a'), 'a').nextSelectedId).toBeNull();
  });

  it('updates only the named block', () => {
    const updated = withBlockUpdated(layoutOf('a', 'b'), 'b', (entry) => ({ ...entry, data: { text: 'B' } }));
    expect(updated.blocks.map((entry) => entry.data)).toEqual([{}, { text: 'B' }]);
  });

  it("picks one block's errors by its index, and sums a block up in its first words", () => {
    expect(
      errorsOfBlock(
        { 'blocks.1.data.text': 'Too long', 'blocks.10.data.url': 'Bad', 'blocks.1.grid': 'x' },
        1,
      ),
    ).toEqual({ text: 'Too long' });
    expect(summaryOf(block('a', { text: '', html: '<p>Hello   <b>there</b></p>' }))).toBe('Hello there');
    expect(summaryOf(block('a', { label: 'x'.repeat(80) }))).toHaveLength(60);
    expect(summaryOf(block('a', {}))).toBe('');
  });
});
