import { sql, type SQL } from 'drizzle-orm';
import { websiteSettingsSchema, type WebsiteSettings } from '../../../shared/api/site';
import { websites } from './tables';

/**
 * A settings screen's save: `part` is checked together with the stored document (so the whole
 * stays valid), and the returned SQL replaces only `part`'s top-level keys in the stored
 * document, in the UPDATE itself. Every screen (general, business, e-mail, behaviour, popup)
 * saves its own keys this way, so two screens saved at once never undo each other's change,
 * which a read-modify-write of the whole document did.
 */
export function settingsWithPart(
  stored: Partial<WebsiteSettings>,
  part: Partial<WebsiteSettings>,
): { settings: WebsiteSettings; column: SQL } {
  const settings = websiteSettingsSchema.parse({ ...stored, ...part });
  const checked = Object.fromEntries(
    Object.keys(part).map((key) => [key, settings[key as keyof WebsiteSettings]]),
  );
  return { settings, column: sql`${websites.settings} || ${JSON.stringify(checked)}::jsonb` };
}
