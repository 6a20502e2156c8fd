import { describe, expect, it } from 'vitest';
import { layoutSchema } from '../layout/layout';
import { blockDefinitions } from './registry';

interface Node {
  _zod: {
    def: {
      type: string;
      check?: string;
      error?: unknown;
      checks?: Node[];
      innerType?: Node;
      shape?: Record<string, Node>;
      options?: Node[];
      element?: Node;
    };
  };
}

/**
 * Each check and each field of a schema that has no message of its own, by path. Overwrites
 * (trim) never fail, and custom checks without a message are superRefines that add their own.
 */
function unexplained(schema: Node, path: string, inUnion = false): string[] {
  const { def } = schema._zod;
  const found: string[] = [];
  const isLeaf = ['string', 'number', 'boolean', 'enum', 'literal', 'union', 'array', 'record'].includes(
    def.type,
  );
  if (isLeaf && !inUnion && def.error === undefined) found.push(`${path} (${def.type})`);
  for (const check of def.checks ?? []) {
    const checkDef = check._zod.def;
    const quiet = checkDef.check === 'overwrite' || checkDef.check === 'meta' || checkDef.check === 'custom';
    if (!quiet && checkDef.error === undefined) found.push(`${path} (${checkDef.check})`);
  }
  if (def.innerType) found.push(...unexplained(def.innerType, path, inUnion));
  if (def.element) found.push(...unexplained(def.element, `${path}[]`));
  for (const [key, field] of Object.entries(def.shape ?? {}))
    found.push(...unexplained(field, `${path}.${key}`));
  for (const option of def.options ?? []) found.push(...unexplained(option, path, true));
  return found;
}

describe('block schemas explain every refusal', () => {
  // The owners' editor validates with these schemas and loads no zod locale: a check without a
  // message of its own would show "Invalid input" beside the field.
  it('gives every field and check of every block type its own message', () => {
    for (const definition of blockDefinitions)
      expect(unexplained(definition.schema as unknown as Node, definition.type)).toEqual([]);
  });

  it('and of the layout around the blocks', () => {
    expect(unexplained(layoutSchema as unknown as Node, 'layout')).toEqual([]);
  });
});
