import { describe, expect, it } from 'vitest';
import { itemCategoriesSchema, itemTagsSchema, taxonomyEditSchema } from '../api/taxonomy';
import {
  editOneTagMessage,
  inCategory,
  removeTagFrom,
  renameTagIn,
  tagExistsMessage,
  tagNameProblem,
} from '../taxonomy';
import { blockForVariant } from './block-variants';
import { summaryBlock, summaryVideoAspectPercent } from './summary';

const parse = (data: Record<string, unknown>) => summaryBlock.schema.safeParse(data);
const messageOf = (data: Record<string, unknown>) => {
  const result = parse(data);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('summary v2 block', () => {
  it('fills every field with its default', () => {
    expect(summaryBlock.schema.parse({})).toEqual(summaryBlock.defaults);
    expect(summaryBlock.defaults).toMatchObject({ design: 'grid', itemCount: 6, aspectRatio: '1.5' });
  });

  it('maps variants 1005–1008 to its designs', () => {
    expect([1005, 1006, 1007, 1008].map((variant) => blockForVariant(variant))).toEqual([
      { name: 'summary wall', block: 'summary', field: 'design', value: 'wall' },
      { name: 'summary carousel', block: 'summary', field: 'design', value: 'carousel' },
      { name: 'summary list', block: 'summary', field: 'design', value: 'list' },
      { name: 'summary grid', block: 'summary', field: 'design', value: 'grid' },
    ]);
  });

  it('refuses bad data with its own messages', () => {
    expect(messageOf({ collectionId: 'blog' })).toBe('Choose a collection');
    expect(messageOf({ design: 'masonry' })).toBe('Choose wall, carousel, list or grid');
    expect(messageOf({ itemCount: 0 })).toBe('Show between 1 and 30 items');
    expect(messageOf({ itemCount: 31 })).toBe('Show between 1 and 30 items');
    expect(messageOf({ itemCount: 2.5 })).toBe('Show between 1 and 30 items');
    expect(messageOf({ columns: 7 })).toBe('Choose between 1 and 6 items per row');
    expect(messageOf({ filterTag: 'x'.repeat(51) })).toBe('Tags must be 50 characters or fewer');
    expect(messageOf({ filterCategory: 'x'.repeat(26) })).toBe('Categories must be 25 characters or fewer');
    expect(messageOf({ aspectRatio: '2' })).toBe('Choose one of the offered shapes');
  });

  it('follows the summary video aspect rule: 65 for Auto, else 100 divided by the number', () => {
    expect(summaryVideoAspectPercent('auto')).toBe(65);
    expect(summaryVideoAspectPercent('1')).toBe(100);
    expect(summaryVideoAspectPercent('1.5')).toBeCloseTo(66.6667, 3);
    expect(summaryVideoAspectPercent('0.75')).toBeCloseTo(133.3333, 3);
  });
});

describe('tags and categories', () => {
  it('limits a tag to 50 and each category level to 25 characters', () => {
    expect(tagNameProblem('tag', 'x'.repeat(50))).toBeUndefined();
    expect(tagNameProblem('tag', 'x'.repeat(51))).toBe('Tags must be 50 characters or fewer');
    expect(tagNameProblem('category', 'x'.repeat(25))).toBeUndefined();
    expect(tagNameProblem('category', 'x'.repeat(26))).toBe('Categories must be 25 characters or fewer');
    // Nested: each level counts on its own.
    expect(tagNameProblem('category', `${'x'.repeat(25)}/${'y'.repeat(25)}`)).toBeUndefined();
    expect(tagNameProblem('category', 'Coffee//Espresso')).toBe('Categories cannot be empty');
    expect(itemTagsSchema.safeParse(['x'.repeat(51)]).error?.issues[0]?.message).toBe(
      'Tags must be 50 characters or fewer',
    );
  });

  it('keeps one of each name, whatever its case, and tidies nested categories', () => {
    expect(itemTagsSchema.parse([' Latte ', 'latte', 'Tea'])).toEqual(['Latte', 'Tea']);
    expect(itemCategoriesSchema.parse(['Coffee / Espresso'])).toEqual(['Coffee/Espresso']);
  });

  it('says the spec’s messages verbatim', () => {
    expect(tagExistsMessage('tag')).toBe('This tag already exists');
    expect(tagExistsMessage('category')).toBe('This category already exists');
    expect(editOneTagMessage('tag')).toBe('You may only edit one tag at a time');
    expect(editOneTagMessage('category')).toBe('You may only edit one category at a time');
  });

  it('edits one name at a time', () => {
    const several = taxonomyEditSchema.safeParse({ tagType: 'tag', action: 'delete', name: ['a', 'b'] });
    expect(several.error?.issues[0]?.message).toBe('You may only edit one tag at a time');
    expect(
      taxonomyEditSchema.safeParse({ tagType: 'category', action: 'rename', name: 'a', newName: ['b', 'c'] })
        .error?.issues[0]?.message,
    ).toBe('You may only edit one category at a time');
    expect(taxonomyEditSchema.parse({ tagType: 'tag', action: 'rename', name: ' A ', newName: 'B' })).toEqual(
      {
        tagType: 'tag',
        action: 'rename',
        name: 'A',
        newName: 'B',
      },
    );
  });

  it('renames and deletes a category with the ones nested under it', () => {
    const names = ['Coffee', 'Coffee/Espresso', 'Coffeehouse', 'Tea'];
    expect(renameTagIn(names, 'category', 'coffee', 'Drinks')).toEqual([
      'Drinks',
      'Drinks/Espresso',
      'Coffeehouse',
      'Tea',
    ]);
    expect(removeTagFrom(names, 'category', 'Coffee')).toEqual(['Coffeehouse', 'Tea']);
    expect(renameTagIn(['Latte', 'Flat white'], 'tag', 'latte', 'Flat White')).toEqual(['Flat White']);
    expect(inCategory(['Coffee/Espresso'], 'coffee')).toBe(true);
    expect(inCategory(['Coffeehouse'], 'Coffee')).toBe(false);
  });
});
