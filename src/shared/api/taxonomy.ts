import { z } from 'zod';
import { editOneTagMessage, normalTagName, sameTag, tagNameProblem, type TagType } from '../taxonomy';

/** One tag or category name: trimmed, nested categories' segments trimmed, within the spec's limits. */
export const tagNameSchema = (tagType: TagType) =>
  z
    .string({ error: tagType === 'tag' ? 'Enter a tag' : 'Enter a category' })
    .max(1000, tagNameProblem(tagType, 'x'.repeat(1000)))
    .superRefine((name, context) => {
      const problem = tagNameProblem(tagType, name);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform((name) => normalTagName(tagType, name));

/** An item's tags or categories: each valid, the same name (in any case) kept once. */
const tagList = (tagType: TagType) =>
  z
    .array(tagNameSchema(tagType))
    .max(100, tagType === 'tag' ? 'At most 100 tags' : 'At most 100 categories')
    .transform((names) =>
      names.filter((name, index) => names.findIndex((other) => sameTag(other, name)) === index),
    );

export const itemTagsSchema = tagList('tag');
export const itemCategoriesSchema = tagList('category');

export const tagTypeSchema = z.enum(['tag', 'category'], { error: 'Choose tag or category' });

/**
 * `POST /api/rest/collections/:collectionId/taxonomy`: rename a tag or category (every item of
 * the collection carrying it follows; a name already in use is refused with "This {tagType}
 * already exists") or delete one (taken off every item). Names are added by assigning them to an
 * item. One name per request: the spec's "You may only edit one {tagType} at a time".
 */
export const taxonomyEditSchema = z
  .object({
    tagType: tagTypeSchema,
    action: z.enum(['rename', 'delete'], { error: 'Choose rename or delete' }),
    name: z.unknown(),
    newName: z.unknown().optional(),
  })
  .transform((edit, context) => {
    const tagType: TagType = edit.tagType;
    if (Array.isArray(edit.name) || Array.isArray(edit.newName)) {
      context.addIssue({ code: 'custom', path: ['name'], message: editOneTagMessage(tagType) });
      return z.NEVER;
    }
    const name = tagNameSchema(tagType).safeParse(edit.name);
    if (!name.success) {
      context.addIssue({ code: 'custom', path: ['name'], message: name.error.issues[0]!.message });
      return z.NEVER;
    }
    if (edit.action !== 'rename') return { tagType, action: edit.action, name: name.data };
    const newName = tagNameSchema(tagType).safeParse(edit.newName);
    if (!newName.success) {
      context.addIssue({ code: 'custom', path: ['newName'], message: newName.error.issues[0]!.message });
      return z.NEVER;
    }
    return { tagType, action: edit.action, name: name.data, newName: newName.data };
  });
export type TaxonomyEdit = z.output<typeof taxonomyEditSchema>;

/** What the taxonomy routes answer: the collection's names with how many items carry each. */
export const taxonomyAnswer = z.object({
  tags: z.array(z.object({ name: z.string(), count: z.number() })),
  categories: z.array(z.object({ name: z.string(), count: z.number() })),
});
export type TaxonomyAnswer = z.output<typeof taxonomyAnswer>;
