/**
 * Image block layouts (media-and-platform §3, block variants 1012–1017), as data with no zod:
 * the renderer and the variant table read it.
 */
export const IMAGE_DESIGN_VARIANTS = {
  inline: 1012,
  poster: 1013,
  card: 1014,
  overlap: 1015,
  collage: 1016,
  stack: 1017,
} as const;
export type ImageLayoutDesign = keyof typeof IMAGE_DESIGN_VARIANTS;
/** `plain` is the image alone with its caption: the image block before these layouts existed. */
export const IMAGE_DESIGNS = [
  'plain',
  ...(Object.keys(IMAGE_DESIGN_VARIANTS) as ImageLayoutDesign[]),
] as const;
export type ImageDesign = (typeof IMAGE_DESIGNS)[number];

export const IMAGE_DESIGN_LABELS: Readonly<Record<ImageDesign, string>> = {
  plain: 'Image only (caption below)',
  inline: 'Inline: title and text below, left aligned',
  poster: 'Poster: title and text over the image',
  card: 'Card: image beside the text',
  overlap: 'Overlap: a text box over the image’s edge',
  collage: 'Collage: image, a colour block and a text box',
  stack: 'Stack: image above centred text',
};
