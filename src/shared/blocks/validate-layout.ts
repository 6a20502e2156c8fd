import type { FieldErrors } from '../errors';
import { layoutSchema, type Layout, type LayoutBlock } from '../layout/layout';
import { blockRegistry } from './registry';

export type LayoutValidation = { ok: true; layout: Layout } | { ok: false; errors: FieldErrors };

const pathKey = (path: ReadonlyArray<PropertyKey>) => path.map(String).join('.');

/**
 * Checks a layout as the editor saves it: first its shape (grid, ids, the 60-block limit),
 * then each block's data against its type's schema. The returned layout carries the parsed
 * data, so defaults are stored and renderers can trust every field. The server decides with it;
 * the editor runs the same check to explain problems before saving.
 */
export function validateLayout(input: unknown): LayoutValidation {
  const shape = layoutSchema.safeParse(input);
  const errors: FieldErrors = {};
  if (!shape.success) {
    for (const issue of shape.error.issues) errors[pathKey(issue.path)] ??= issue.message;
    return { ok: false, errors };
  }
  const seenIds = new Set<string>();
  const blocks: LayoutBlock[] = shape.data.blocks.map((block, index) => {
    if (seenIds.has(block.id)) errors[`blocks.${index}.id`] = 'Each block needs its own id';
    seenIds.add(block.id);
    const definition = blockRegistry.get(block.type);
    if (definition === undefined) {
      errors[`blocks.${index}.type`] = `Unknown block type: ${block.type}`;
      return block;
    }
    const data = definition.schema.safeParse(block.data);
    if (!data.success) {
      for (const issue of data.error.issues)
        errors[pathKey([`blocks.${index}.data`, ...issue.path])] ??= issue.message;
      return block;
    }
    return { ...block, data: data.data as Record<string, unknown> };
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, layout: { ...shape.data, blocks } };
}
