import fc from 'fast-check';
import { z } from 'zod';

/**
 * Test support for the route fuzzer (fuzz.test.ts): request parts as fast-check arbitraries.
 * Valid-looking inputs come from the route's zod schema (through its JSON Schema); hostile
 * ones are the strings, numbers and shapes an attacker or a broken client sends.
 */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '%00',
  '%',
  '../../etc/passwd',
  '..%2f..%2f',
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '{"a":1}',
  '[]',
  'null',
  '-1',
  '1e309',
  'NaN',
  '💥🧨',
  'a'.repeat(5_000),
  '0'.repeat(24),
  'f'.repeat(24),
  '__proto__',
  'constructor',
];

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

/** Any JSON value, odd shapes included (numbers, strings, arrays where objects belong). */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53, -(2 ** 40), 1e308),
  hostileString,
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  additionalProperties?: JsonSchema | boolean;
};

/** Property names of a zod object schema (form-encoded bodies use them as field names). */
export function fieldNamesOf(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return Object.keys(json.properties ?? {});
}

/** Arbitrary request bodies shaped by a zod schema, with hostile values mixed in at every leaf. */
export function fromZod(schema: z.ZodType): fc.Arbitrary<unknown> {
  return fromJsonSchema(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema, 0);
}

function withHostility<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 5, arbitrary }, { weight: 1, arbitrary: anyJson });
}

function fromJsonSchema(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return anyJson;
  if (schema.const !== undefined) return withHostility(fc.constant(schema.const));
  if (schema.enum) return withHostility(fc.constantFrom(...schema.enum));
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0)
    return fc.oneof(...choices.map((choice) => fromJsonSchema(choice, depth + 1)));
  if (schema.allOf?.[0]) return fromJsonSchema(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      const record = Object.fromEntries(
        properties.map(([key, value]) => [key, fromJsonSchema(value, depth + 1)]),
      ) as Record<string, fc.Arbitrary<unknown>>;
      return withHostility(fc.record(record, { requiredKeys: [...required].filter((key) => key in record) }));
    }
    case 'array':
      return withHostility(
        fc.array(schema.items ? fromJsonSchema(schema.items, depth + 1) : anyJson, {
          maxLength: Math.min(schema.maxItems ?? 4, 4),
        }),
      );
    case 'string':
      return withHostility(
        schema.pattern
          ? fc.stringMatching(new RegExp(schema.pattern))
          : fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) }),
      );
    case 'integer':
    case 'number':
      return withHostility(
        type === 'integer'
          ? fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000_000 })
          : fc.double({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000_000, noNaN: true }),
      );
    case 'boolean':
      return withHostility(fc.boolean());
    case 'null':
      return fc.constant(null);
    default:
      return anyJson;
  }
}

/** Percent-encodes a path segment or query value; lone surrogates become their (invalid) UTF-8 bytes. */
export function encodePart(value: string): string {
  let out = '';
  for (const character of value) {
    try {
      out += encodeURIComponent(character);
    } catch {
      out += '%ED%A0%80';
    }
  }
  return out;
}
