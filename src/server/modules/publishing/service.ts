import type { PublishResponse } from '../../../shared/api/owners';
import { AppError } from '../../../shared/errors';
import type { PageAdminService } from '../content/page-admin';
import type { SiteAdminService } from '../websites/site-admin';
import type { WebsiteService } from '../websites/service';

export type PublishingService = ReturnType<typeof createPublishingService>;

/**
 * Publish: the one step that changes what visitors see of page content and design.
 * Steps, in order: (1) page drafts become the published layouts and new pages go live,
 * (2) the draft design becomes the published design, (3) the content version is bumped and
 * a site-changed message goes out, so every server process (through Redis when configured)
 * stops serving cached renders. Each step is idempotent: if one fails, publishing again
 * completes the rest, and nothing is lost (drafts are cleared only as they are copied).
 */
export function createPublishingService(deps: {
  pageAdmin: PageAdminService;
  siteAdmin: SiteAdminService;
  websites: WebsiteService;
}) {
  return {
    async hasUnpublishedChanges(websiteId: string): Promise<boolean> {
      return (
        (await deps.pageAdmin.hasUnpublishedChanges(websiteId)) ||
        (await deps.siteAdmin.hasUnpublishedDesign(websiteId))
      );
    },

    async publish(websiteId: string): Promise<PublishResponse> {
      await deps.pageAdmin.publishDrafts(websiteId);
      await deps.siteAdmin.publishDesign(websiteId);
      await deps.websites.markChanged(websiteId);
      const site = await deps.websites.findById(websiteId);
      if (!site) throw new AppError('notFound');
      return { contentVersion: site.contentVersion };
    },
  };
}
