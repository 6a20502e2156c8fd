/** A copy of `items` with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const target = Math.min(Math.max(0, to), next.length - 1);
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** Where a key moves an item in a horizontal or vertical list, or undefined for other keys. */
export function targetIndexForKey(index: number, length: number, key: string): number | undefined {
  if (key === 'ArrowLeft' || key === 'ArrowUp') return Math.max(0, index - 1);
  if (key === 'ArrowRight' || key === 'ArrowDown') return Math.min(length - 1, index + 1);
  if (key === 'Home') return 0;
  if (key === 'End') return length - 1;
  return undefined;
}

/** Adds addresses to a list, skipping ones already in it, up to `max` entries. */
export function appendUnique(items: readonly string[], added: readonly string[], max: number): string[] {
  const next = [...items];
  for (const item of added) if (!next.includes(item) && next.length < max) next.push(item);
  return next;
}
