import { describe, expect, it } from 'vitest';
import { emptyLayout, type Layout } from '../../shared/layout/layout';
import { buttonSchema } from '../../shared/blocks/button';
import { headingSchema } from '../../shared/blocks/heading';
import { formBlockSchema } from '../../shared/blocks/form';
import { imageSchema } from '../../shared/blocks/image';
import { newsletterBlockSchema } from '../../shared/blocks/newsletter';
import { fieldsOf, humanizeOption, refineForDisplay } from './block-fields';
import { accordionSchema, MAX_PANEL_ITEMS } from '../../shared/blocks/accordion';
import { menuSchema } from '../../shared/blocks/menu';
import { shapeSchema } from '../../shared/blocks/shape';
import { videoSchema } from '../../shared/blocks/video';
import { historyReducer, initialHistory, MERGE_WINDOW_MS } from './history';

const layoutWith = (text: string): Layout => ({
  ...emptyLayout(),
  blocks: [{ id: 'a'.repeat(24), type: 'heading', grid: { column: 1, span: 12 }, data: { text } }],
});

describe('editor history', () => {
  it('undoes and redoes changes, and a new change clears redo', () => {
    let state = initialHistory(layoutWith('one'));
    state = historyReducer(state, { type: 'change', layout: layoutWith('two'), at: 0 });
    state = historyReducer(state, { type: 'change', layout: layoutWith('three'), at: 5_000 });
    state = historyReducer(state, { type: 'undo' });
    expect(state.present.blocks[0]?.data.text).toBe('two');
    state = historyReducer(state, { type: 'redo' });
    expect(state.present.blocks[0]?.data.text).toBe('three');
    state = historyReducer(state, { type: 'undo' });
    state = historyReducer(state, { type: 'change', layout: layoutWith('four'), at: 10_000 });
    expect(state.future).toEqual([]);
    expect(
      historyReducer(initialHistory(layoutWith('x')), { type: 'undo' }).present.blocks[0]?.data.text,
    ).toBe('x');
  });

  it('merges quick typing in one field into one undo step', () => {
    let state = initialHistory(layoutWith(''));
    for (const [index, text] of ['H', 'He', 'Hel'].entries())
      state = historyReducer(state, {
        type: 'change',
        layout: layoutWith(text),
        key: 'block.text',
        at: index * 100,
      });
    state = historyReducer(state, {
      type: 'change',
      layout: layoutWith('Hello'),
      key: 'block.text',
      at: 200 + MERGE_WINDOW_MS,
    });
    expect(state.past).toHaveLength(2);
    expect(historyReducer(state, { type: 'undo' }).present.blocks[0]?.data.text).toBe('Hel');
  });
});

describe('fields from block schemas', () => {
  it('derives labelled inputs, with required text, choices and limits', () => {
    const heading = fieldsOf(headingSchema);
    expect(heading.map((field) => [field.key, field.kind])).toEqual([
      ['text', 'text'],
      ['level', 'number'],
      ['alignment', 'choice'],
    ]);
    expect(heading[0]).toMatchObject({ required: true, maxLength: 300, multiline: false });
    expect(refineForDisplay(heading[1]!)).toEqual({
      kind: 'choice',
      key: 'level',
      label: 'Level',
      options: [1, 2, 3, 4],
      optionLabels: { 1: '1', 2: '2', 3: '3', 4: '4' },
    });
    // The owner reads words, never the stored value.
    expect(heading[2]).toMatchObject({
      options: ['left', 'center', 'right'],
      optionLabels: { left: 'Left', center: 'Center', right: 'Right' },
    });
  });

  it('covers links, booleans, optional numbers and nested groups', () => {
    const button = fieldsOf(buttonSchema);
    expect(button.find((field) => field.key === 'href')).toMatchObject({
      kind: 'text',
      label: 'Link',
      multiline: false,
    });
    expect(button.find((field) => field.key === 'newWindow')).toMatchObject({
      kind: 'boolean',
      label: 'Open link in a new window',
    });
    const image = fieldsOf(imageSchema);
    expect(image.find((field) => field.key === 'width')).toMatchObject({
      kind: 'number',
      required: false,
      integer: true,
    });
    expect(image.find((field) => field.key === 'focalPoint')).toMatchObject({
      kind: 'group',
      fields: [
        { key: 'x', min: 0, max: 1 },
        { key: 'y', min: 0, max: 1 },
      ],
    });
    // The lightbox switch and its theme, with human labels.
    expect(image.find((field) => field.key === 'lightbox')).toEqual({
      kind: 'boolean',
      key: 'lightbox',
      label: 'Open in a lightbox when clicked',
    });
    expect(image.find((field) => field.key === 'lightboxTheme')).toMatchObject({
      kind: 'choice',
      label: 'Lightbox theme',
      options: ['dark', 'light'],
    });
  });

  it('video: the owner’s fields with the spec’s modes; the server’s oEmbed cache is not offered', () => {
    const video = fieldsOf(videoSchema);
    expect(video.map((field) => field.key)).toEqual([
      'url',
      'title',
      'mode',
      'aspectRatio',
      'poster',
      'privacyEnhanced',
      'forceAutoplay',
      'caption',
    ]);
    expect(video.find((field) => field.key === 'mode')).toMatchObject({
      kind: 'choice',
      options: ['none', 'fit', 'fill'],
    });
    expect(video[0]).toMatchObject({
      kind: 'picker',
      label: 'Video address or embed code',
      picker: 'video-url',
    });
    // The poster is chosen with the image picker, which sets only the poster's address.
    expect(video.find((field) => field.key === 'poster')).toMatchObject({ kind: 'picker', picker: 'poster' });
  });

  it('offers the site’s forms for fields marked with a picker', () => {
    expect(fieldsOf(formBlockSchema)[0]).toEqual({
      kind: 'picker',
      key: 'formId',
      label: 'Form',
      picker: 'form',
      required: true,
    });
    expect(fieldsOf(newsletterBlockSchema).find((field) => field.key === 'formId')).toMatchObject({
      kind: 'picker',
      picker: 'newsletter-form',
    });
  });

  it('offers lists of items (an accordion’s) with their own fields, limits and a new item', () => {
    const items = fieldsOf(accordionSchema)[0];
    expect(items).toMatchObject({
      kind: 'list',
      key: 'items',
      label: 'Items',
      itemLabel: 'Item',
      min: 1,
      max: MAX_PANEL_ITEMS,
      newItem: { title: 'New item', body: '' },
      fields: [
        { kind: 'text', key: 'title', required: true, maxLength: 120, multiline: false },
        { kind: 'text', key: 'body', label: 'Text (a blank line starts a new paragraph)', multiline: true },
      ],
    });
    expect(fieldsOf(menuSchema)[0]).toMatchObject({
      kind: 'list',
      itemLabel: 'Menu',
      label: 'Menus (one tab each)',
    });
    expect(fieldsOf(accordionSchema).find((field) => field.key === 'allowMultipleOpen')).toMatchObject({
      kind: 'boolean',
      label: 'Let several items be open at once',
    });
  });

  it('shape: the spec’s ratios worded for the owner; a label of its own where the key is shared', () => {
    const fields = fieldsOf(shapeSchema);
    expect(fields.find((field) => field.key === 'ratio')).toMatchObject({
      kind: 'choice',
      label: 'Height',
      optionLabels: { square: 'Square (as tall as wide)', tall: 'Tall (1.5 × the width)' },
    });
    expect(fields.find((field) => field.key === 'fill')).toMatchObject({ kind: 'choice', label: 'Colour' });
    expect(fields.find((field) => field.key === 'image')).toMatchObject({
      kind: 'picker',
      picker: 'poster',
      label: 'Image shown through the shape (optional)',
    });
    // The image block's own `fill` switch keeps its label.
    expect(fieldsOf(imageSchema).find((field) => field.key === 'fill')).toMatchObject({ label: 'Fill' });
  });

  it('words stored option values: camel case and dashes become a sentence', () => {
    expect(humanizeOption('strikeDiagonal')).toBe('Strike diagonal');
    expect(humanizeOption('top-left')).toBe('Top left');
    expect(humanizeOption(100)).toBe('100');
  });
});
