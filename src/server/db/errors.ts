/**
 * Whether the database refused a statement because of the data in it (SQLSTATE class 22, data
 * exception: bad text, numbers out of range; class 23, integrity constraint) rather than
 * because it is down or busy. Drivers and drizzle wrap errors, so the cause chain is walked.
 */
export function isDataError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
