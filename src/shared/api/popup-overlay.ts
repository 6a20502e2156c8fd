import { z } from 'zod';
import { mediaSourceSchema, ownerLinkSchema } from '../links/url-schemas';
import { MAX_DISPLAY_FREQUENCY_DAYS, MAX_POPUP_DELAY_SECONDS, NEVER_AGAIN } from '../popup/popup-constants';

/**
 * The site-wide popup overlay (visitor-runtime §3 "Popup settings", §4 "Popup overlay"), kept in
 * the site's settings document (`settings.popupOverlay`, owned by site-admin; no table). The
 * spec's fields are `style`, `version`, `displayFrequency`, `showUntilSignup`, `enableMobile`;
 * the rest is what the owner designs (content, theme) and when it opens (trigger).
 */
export const popupStyles = ['card', 'split', 'banner'] as const;
export const popupThemes = ['light', 'dark'] as const;
export const popupTriggers = ['time', 'scroll', 'exit-intent'] as const;
export const popupActions = ['newsletter', 'button'] as const;

export { NEVER_AGAIN, MAX_DISPLAY_FREQUENCY_DAYS, MAX_POPUP_DELAY_SECONDS };

export const popupOverlaySchema = z.object({
  /** Off: no popup, no popup JavaScript on any page. */
  enabled: z.boolean().default(false),
  style: z.enum(popupStyles, { error: 'Choose a layout' }).default('card'),
  theme: z.enum(popupThemes, { error: 'Choose a theme' }).default('light'),
  /** Bumping it shows the popup again to everyone who closed it or signed up. */
  version: z
    .number({ error: 'The version is a whole number' })
    .int('The version is a whole number')
    .min(1, 'The version is 1 or more')
    .max(1_000_000)
    .default(1),
  displayFrequency: z
    .number({ error: 'Enter a number of days, or -1 for never again' })
    .int('Enter a whole number of days')
    .min(NEVER_AGAIN, 'Enter a number of days, or -1 for never again')
    .max(MAX_DISPLAY_FREQUENCY_DAYS, `At most ${MAX_DISPLAY_FREQUENCY_DAYS} days`)
    .default(7),
  showUntilSignup: z.boolean().default(false),
  enableMobile: z.boolean().default(true),
  trigger: z.enum(popupTriggers, { error: 'Choose when the popup opens' }).default('time'),
  delaySeconds: z
    .number({ error: 'Enter a number of seconds' })
    .int('Enter a whole number of seconds')
    .min(0, 'Enter 0 or more seconds')
    .max(MAX_POPUP_DELAY_SECONDS, `At most ${MAX_POPUP_DELAY_SECONDS} seconds`)
    .default(5),
  scrollPercent: z
    .number({ error: 'Enter a percentage' })
    .int('Enter a whole percentage')
    .min(1, 'Enter 1 to 100')
    .max(100, 'Enter 1 to 100')
    .default(50),
  imageUrl: z._default(mediaSourceSchema, ''),
  imageAlt: z.string().trim().max(200, 'Alt text must be 200 characters or fewer').default(''),
  headline: z.string().trim().max(120, 'Headlines must be 120 characters or fewer').default(''),
  body: z.string().trim().max(1000, 'The text must be 1000 characters or fewer').default(''),
  action: z.enum(popupActions, { error: 'Choose a newsletter form or a button' }).default('newsletter'),
  /** A newsletter form (kind `newsletter`) of the site; its sign-ups post with isOverlayForm. */
  formId: z.string().trim().max(64).default(''),
  buttonLabel: z.string().trim().max(60, 'Button labels must be 60 characters or fewer').default(''),
  buttonHref: z._default(ownerLinkSchema, ''),
});
export type PopupOverlaySettings = z.infer<typeof popupOverlaySchema>;

/** What the owners' app sends: every field, checked together. */
export const popupOverlayInputSchema = popupOverlaySchema.superRefine((popup, context) => {
  if (!popup.enabled) return;
  if (popup.action === 'newsletter' && popup.formId === '')
    context.addIssue({ code: 'custom', path: ['formId'], message: 'Choose a newsletter form' });
  if (popup.action === 'button' && (popup.buttonLabel === '' || popup.buttonHref === ''))
    context.addIssue({
      code: 'custom',
      path: [popup.buttonLabel === '' ? 'buttonLabel' : 'buttonHref'],
      message: 'A button needs a label and a link',
    });
  if (popup.headline === '' && popup.body === '' && popup.imageUrl === '')
    context.addIssue({
      code: 'custom',
      path: ['headline'],
      message: 'Give the popup a headline, text or image',
    });
});

/** Stored settings may predate a field or be hand-edited: parse again, falling back to "off". */
export function popupOverlayOf(stored: unknown): PopupOverlaySettings {
  return popupOverlaySchema.safeParse(stored ?? {}).data ?? popupOverlaySchema.parse({});
}
