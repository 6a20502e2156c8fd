/**
 * Which requested Adobe Fonts (Typekit) families the kit's stylesheet no longer defines. A
 * family the kit holds has @font-face rules, so the document's font set has faces for it; a
 * family removed from the kit (or from Adobe Fonts) has none, and would silently fall back.
 */
export function missingFontFamilies(
  requested: readonly string[],
  faces: Iterable<{ family: string }>,
): string[] {
  const present = new Set<string>();
  for (const face of faces) present.add(face.family.replace(/^["']|["']$/g, '').toLowerCase());
  return requested.filter((family) => !present.has(family.toLowerCase()));
}

/** The error a missing font raises (spec visitor-runtime §9: raised and reported, console only). */
export const missingFontMessage = (family: string, kitId: string) =>
  `Typekit font "${family}" no longer exists in kit ${kitId}`;
