import { z } from 'zod';

/**
 * An optional Adobe Fonts (Typekit) web project: its kit id and the CSS names of the kit's fonts
 * for headings and body text. The self-hosted font chosen for each role stays the fallback.
 * Kit ids and CSS names are lowercase letters, digits and hyphens, so they are safe in a URL
 * and in CSS without escaping.
 */
export const ADOBE_KIT_ID = /^[a-z0-9]{7}$/;
const CSS_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const adobeFamily = z
  .string()
  .trim()
  .max(64, 'Font names must be 64 characters or fewer')
  .refine(
    (value) => value === '' || CSS_NAME.test(value),
    'Enter the font’s CSS name from Adobe Fonts, like proxima-nova',
  )
  .optional();

export const adobeFontsFields = {
  adobeKitId: z
    .string()
    .trim()
    .max(32, 'Enter the 7-character kit id from Adobe Fonts, like abc1234')
    .refine(
      (value) => value === '' || ADOBE_KIT_ID.test(value),
      'Enter the 7-character kit id from Adobe Fonts, like abc1234',
    )
    .optional(),
  adobeHeading: adobeFamily,
  adobeBody: adobeFamily,
};

export function requireKitForAdobeFonts(
  fonts: {
    adobeKitId?: string | undefined;
    adobeHeading?: string | undefined;
    adobeBody?: string | undefined;
  },
  context: z.RefinementCtx,
): void {
  if (!fonts.adobeKitId && (fonts.adobeHeading || fonts.adobeBody))
    context.addIssue({
      code: 'custom',
      path: ['adobeKitId'],
      message: 'Enter the kit id of the Adobe Fonts project that holds these fonts',
    });
}

/** The Adobe Fonts a design asks for: the kit and its families in use; null when none. */
export function adobeFontsOf(fonts: {
  adobeKitId?: string | undefined;
  adobeHeading?: string | undefined;
  adobeBody?: string | undefined;
}): { kitId: string; families: string[] } | null {
  const kitId = fonts.adobeKitId ?? '';
  if (!ADOBE_KIT_ID.test(kitId)) return null;
  const families = [...new Set([fonts.adobeHeading ?? '', fonts.adobeBody ?? ''])].filter(
    (family) => family !== '' && CSS_NAME.test(family),
  );
  return { kitId, families };
}

/** The kit's stylesheet; its fonts come from the same host, its usage beacon from p.typekit.net. */
export const adobeKitStylesheet = (kitId: string) => `https://use.typekit.net/${kitId}.css`;
