// Without zod: the owners' app, the server and block definitions share these rules.
import { MAX_CATEGORY_LENGTH, MAX_TAG_LENGTH } from './api/item-limits';
import { libraryMessages } from './messages/en-US/library';

export { MAX_CATEGORY_LENGTH, MAX_TAG_LENGTH };

/**
 * Tags and categories of blog posts and products. A category may be nested under another with
 * "/" (Coffee/Espresso); every segment is a category of at most 25 characters. A collection may
 * hold at most 10000 distinct categories, nested ones included (media-and-platform §9).
 */
export const NESTED_CATEGORIES_LIMIT = 10_000;
export const CATEGORY_SEPARATOR = '/';

export type TagType = 'tag' | 'category';

/** "This {tagType} already exists" (library message, verbatim). */
export const tagExistsMessage = (tagType: TagType) =>
  libraryMessages['library.tagExists'].replace('{tagType}', tagType);

/** "You may only edit one {tagType} at a time" (library message, verbatim). */
export const editOneTagMessage = (tagType: TagType) =>
  libraryMessages['library.tagEditOne'].replace('{tagType}', tagType);

export const tooManyCategoriesMessage = `A collection may have at most ${NESTED_CATEGORIES_LIMIT.toLocaleString('en-US')} categories`;

/** Tags and categories compare without case and surrounding spaces: "Latte" and "latte " are one tag. */
export const sameTag = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The problem with one tag or category name, or undefined when it is fine. */
export function tagNameProblem(tagType: TagType, name: string): string | undefined {
  const trimmed = name.trim();
  if (tagType === 'tag') {
    if (trimmed === '') return 'Tags cannot be empty';
    if (trimmed.length > MAX_TAG_LENGTH) return `Tags must be ${MAX_TAG_LENGTH} characters or fewer`;
    return undefined;
  }
  const segments = trimmed.split(CATEGORY_SEPARATOR).map((segment) => segment.trim());
  if (segments.some((segment) => segment === '')) return 'Categories cannot be empty';
  if (segments.some((segment) => segment.length > MAX_CATEGORY_LENGTH))
    return `Categories must be ${MAX_CATEGORY_LENGTH} characters or fewer`;
  return undefined;
}

/** A category name as stored: its segments trimmed, joined by "/". */
export const normalTagName = (tagType: TagType, name: string) =>
  tagType === 'tag'
    ? name.trim()
    : name
        .split(CATEGORY_SEPARATOR)
        .map((segment) => segment.trim())
        .join(CATEGORY_SEPARATOR);

/** Whether an item's categories put it in `category`: the category itself or one nested under it. */
export const inCategory = (categories: ReadonlyArray<string>, category: string) =>
  categories.some(
    (candidate) =>
      sameTag(candidate, category) ||
      candidate.toLowerCase().startsWith(`${category.trim().toLowerCase()}${CATEGORY_SEPARATOR}`),
  );

export const hasTag = (tags: ReadonlyArray<string>, tag: string) =>
  tags.some((candidate) => sameTag(candidate, tag));

/** Whether `name` is `target` or (categories) nested under it. */
const covers = (tagType: TagType, name: string, target: string) =>
  sameTag(name, target) ||
  (tagType === 'category' &&
    name.toLowerCase().startsWith(`${target.trim().toLowerCase()}${CATEGORY_SEPARATOR}`));

/**
 * An item's names after renaming `from` to `to`: a category's nested ones move with it
 * (Coffee/Espresso → Drinks/Espresso). Duplicates the rename creates are kept once.
 */
export function renameTagIn(
  names: ReadonlyArray<string>,
  tagType: TagType,
  from: string,
  to: string,
): string[] {
  const renamed = names.map((name) =>
    covers(tagType, name, from) ? `${to}${name.trim().slice(from.trim().length)}` : name,
  );
  return renamed.filter((name, index) => renamed.findIndex((other) => sameTag(other, name)) === index);
}

/** An item's names without `name` (and, for a category, the ones nested under it). */
export const removeTagFrom = (names: ReadonlyArray<string>, tagType: TagType, name: string): string[] =>
  names.filter((candidate) => !covers(tagType, candidate, name));

/** Whether an item's names include `name` or (categories) one nested under it. */
export const carriesTag = (names: ReadonlyArray<string>, tagType: TagType, name: string) =>
  names.some((candidate) => covers(tagType, candidate, name));

/** Each distinct name of `lists` (case ignored, first spelling kept) with how many lists carry it, by name. */
export function countTagNames(
  lists: ReadonlyArray<ReadonlyArray<string>>,
): { name: string; count: number }[] {
  const counts = new Map<string, { name: string; count: number }>();
  for (const list of lists)
    for (const name of list) {
      const key = name.toLowerCase();
      const entry = counts.get(key) ?? { name, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
  return [...counts.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/**
 * What one owner's rename or delete does to a collection's items: the items it changes with their
 * new names, or why it cannot be done (no item carries the name; the new name is another's).
 * Blog posts and products share it, each module writing its own rows.
 */
export function planTagEdit<Item extends { id: string }>(
  items: ReadonlyArray<Item>,
  namesOf: (item: Item) => ReadonlyArray<string>,
  edit: { tagType: TagType; action: 'rename' | 'delete'; name: string; newName?: string },
): { problem: 'notFound' | 'exists' } | { changes: { id: string; names: string[] }[] } {
  const carrying = items.filter((item) => carriesTag(namesOf(item), edit.tagType, edit.name));
  if (carrying.length === 0) return { problem: 'notFound' };
  const newName = edit.newName;
  if (edit.action === 'rename' && newName !== undefined && !sameTag(edit.name, newName)) {
    if (items.some((item) => namesOf(item).some((name) => sameTag(name, newName))))
      return { problem: 'exists' };
  }
  return {
    changes: carrying.map((item) => ({
      id: item.id,
      names:
        edit.action === 'rename' && newName !== undefined
          ? renameTagIn(namesOf(item), edit.tagType, edit.name, newName)
          : removeTagFrom(namesOf(item), edit.tagType, edit.name),
    })),
  };
}
