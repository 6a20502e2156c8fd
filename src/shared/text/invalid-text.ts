/**
 * The text rule: "invalid text" is U+0000 (NUL) and UTF-16 surrogates without their partner.
 * PostgreSQL cannot store either (NUL in text or jsonb, a lone surrogate in jsonb), and no
 * person types them. Census ingestion strips them; every other endpoint refuses them with
 * `invalidText` (400). Applied at the server's edge (plugins/text-rule.ts) to bodies, query
 * strings, route parameters and cookies, and to JSON that a route parses out of a string.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this rule looks for
const INVALID = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const INVALID_ALL = new RegExp(INVALID.source, 'g');

export const hasInvalidText = (text: string): boolean => INVALID.test(text);

export const stripInvalidText = (text: string): string => text.replace(INVALID_ALL, '');

/**
 * Whether any string in a parsed value (object keys included) holds invalid text. Iterative,
 * so a deeply nested body cannot overflow the stack.
 */
export function containsInvalidText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (hasInvalidText(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push(item);
    } else if (isPlainRecord(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (hasInvalidText(key)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/** The value with invalid text removed from every string and key; untouched when there is none. */
export function stripInvalidTextDeep<T>(value: T): T {
  if (!containsInvalidText(value)) return value;
  return strip(value, 0) as T;
}

/** Past this depth what is left is dropped: bodies are size-limited, and real payloads are shallow. */
const MAX_DEPTH = 64;

function strip(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return stripInvalidText(value);
  if (depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) return value.map((item) => strip(item, depth + 1));
  if (isPlainRecord(value))
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [stripInvalidText(key), strip(item, depth + 1)]),
    );
  return value;
}

/** Parsed input: plain objects, and the prototype-less ones query-string parsers make. Not bytes or dates. */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !ArrayBuffer.isView(value) &&
    !(value instanceof Date)
  );
}
