import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  designTokensSchema,
  defaultDesign,
  type DesignResponse,
  type DesignTokens,
} from '../../../shared/api/design';
import type { SiteSettings } from '../../../shared/api/owners';
import type { SiteSettingsAnswer } from '../../../shared/api/owners-answers';
import type { WebsiteSettings } from '../../../shared/api/site';
import { AppError } from '../../../shared/errors';
import type { Db, Tx } from '../../db/client';
import { settingsWithPart, type WebsiteService } from '../websites';
import { websites, type WebsiteRow } from '../websites/tables';

/** Stored tokens may predate a schema change: parse again so new fields get their defaults. */
export const designOf = (stored: DesignTokens | null | undefined): DesignTokens =>
  designTokensSchema.safeParse(stored ?? {}).data ?? defaultDesign();

export type SiteAdminService = ReturnType<typeof createSiteAdminService>;

/** The owners' side of a site's row: design tokens (draft and published) and settings. */
export function createSiteAdminService({
  db,
  websites: websiteService,
}: {
  db: Db;
  websites: WebsiteService;
}) {
  async function row(websiteId: string): Promise<WebsiteRow> {
    const found = await websiteService.findById(websiteId);
    if (!found) throw new AppError('notFound');
    return found;
  }

  return {
    async getDesign(websiteId: string): Promise<DesignResponse> {
      const site = await row(websiteId);
      return {
        design: designOf(site.draftDesign ?? site.design),
        hasUnpublishedChanges: site.draftDesign !== null,
      };
    },

    /** Stores the draft only; published pages keep the old tokens until publish. */
    async saveDraftDesign(websiteId: string, design: DesignTokens): Promise<DesignResponse> {
      await db.update(websites).set({ draftDesign: design }).where(eq(websites.id, websiteId));
      return { design, hasUnpublishedChanges: true };
    },

    async hasUnpublishedDesign(websiteId: string): Promise<boolean> {
      const [found] = await db
        .select({ id: websites.id })
        .from(websites)
        .where(and(eq(websites.id, websiteId), isNotNull(websites.draftDesign)));
      return found !== undefined;
    },

    /** Makes the draft design live, inside the caller's transaction (publishing bumps the version there). */
    async publishDesign(websiteId: string, tx: Tx): Promise<void> {
      await tx
        .update(websites)
        .set({ design: sql`${websites.draftDesign}`, draftDesign: null })
        .where(and(eq(websites.id, websiteId), isNotNull(websites.draftDesign)));
    },

    async getSettings(websiteId: string): Promise<SiteSettingsAnswer> {
      const site = await row(websiteId);
      const settings: Partial<WebsiteSettings> = site.settings;
      return {
        title: site.title,
        logoUrl: site.header.logoUrl ?? '',
        faviconUrl: settings.faviconUrl ?? '',
        socialImageUrl: settings.socialImageUrl ?? '',
        locale: site.locale,
        currency: site.currency as SiteSettingsAnswer['currency'],
        timeZone: site.timeZone,
        measurementStandard: site.measurementStandard === 2 ? 2 : 1,
        escapeKeyLoginAllowed: settings.escapeKeyLoginAllowed ?? false,
        announcementBar: {
          enabled: settings.announcementBar?.enabled ?? false,
          text: settings.announcementBar?.text ?? '',
          href: settings.announcementBar?.href ?? '',
        },
        header: {
          showTitle: site.header.showTitle,
          alignment: site.header.alignment,
          showSearch: site.header.showSearch !== false,
        },
        footer: { smallPrint: site.footer.smallPrint },
        frameAncestors: settings.frameAncestors ?? [],
        mail: { senderName: settings.mail?.senderName ?? '', replyTo: settings.mail?.replyTo ?? '' },
      };
    },

    /** Settings apply at once (they are not page content): the site's caches are invalidated. */
    async updateSettings(websiteId: string, input: SiteSettings): Promise<SiteSettingsAnswer> {
      const site = await row(websiteId);
      const { logoUrl, announcementBar, header, footer } = input;
      const { column: settings } = settingsWithPart(site.settings, {
        escapeKeyLoginAllowed: input.escapeKeyLoginAllowed,
        ...(input.frameAncestors ? { frameAncestors: input.frameAncestors } : {}),
        ...(input.faviconUrl !== undefined ? { faviconUrl: input.faviconUrl } : {}),
        ...(input.socialImageUrl !== undefined ? { socialImageUrl: input.socialImageUrl } : {}),
        ...(input.mail ? { mail: input.mail } : {}),
        announcementBar: {
          enabled: announcementBar.enabled,
          text: announcementBar.text,
          ...(announcementBar.href ? { href: announcementBar.href } : {}),
        },
      });
      const { logoUrl: _previousLogo, ...headerRest } = site.header;
      void _previousLogo;
      await websiteService.changes.write(websiteId, (tx) =>
        tx
          .update(websites)
          .set({
            title: input.title,
            locale: input.locale,
            currency: input.currency,
            timeZone: input.timeZone,
            measurementStandard: input.measurementStandard,
            settings,
            header: {
              ...headerRest,
              showTitle: header.showTitle,
              alignment: header.alignment,
              ...(header.showSearch !== undefined ? { showSearch: header.showSearch } : {}),
              ...(logoUrl ? { logoUrl } : {}),
            },
            footer: { ...site.footer, smallPrint: footer.smallPrint },
          })
          .where(eq(websites.id, websiteId)),
      );
      return this.getSettings(websiteId);
    },
  };
}
