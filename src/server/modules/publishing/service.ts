import type { PublishResponse } from '../../../shared/api/owners';
import { AppError } from '../../../shared/errors';
import type { PageAdminService } from '../content';
import type { SiteAdminService } from '../site-admin';
import type { WebsiteService } from '../websites';

export type PublishingService = ReturnType<typeof createPublishingService>;

/**
 * Publish: the one step that changes what visitors see of page content and design. In one
 * transaction: (1) page drafts become the published layouts and new pages go live, (2) the
 * draft design becomes the published design, (3) the content version is bumped; after the
 * commit a site-changed message goes out, so every server process (through Redis when
 * configured) stops serving cached renders. A failure changes nothing: publish again.
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
      await deps.websites.changes.write(websiteId, async (tx) => {
        await deps.pageAdmin.publishDrafts(websiteId, tx);
        await deps.siteAdmin.publishDesign(websiteId, tx);
      });
      const site = await deps.websites.findById(websiteId);
      if (!site) throw new AppError('notFound');
      return { contentVersion: site.contentVersion };
    },
  };
}
