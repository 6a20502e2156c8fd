import { renderToString } from 'react-dom/server';
import { Document } from '../../site/document';
import { BlockResourcesContext, type BlockResources } from '../../site/blocks/resources';
import { SitePage } from '../../site/site-page';
import { createImagePriority, ImagePriorityContext } from '../../site/images/image-priority';
import type { DocumentView, PageView, SiteView } from '../../site/view-model';

/** The complete HTML of a published page. Synchronous and free of I/O: all data is already in the views. */
export function renderDocument(
  document: DocumentView,
  site: SiteView,
  page: PageView,
  resources: BlockResources = { forms: {} },
): string {
  return (
    '<!doctype html>' +
    renderToString(
      <Document view={document}>
        <BlockResourcesContext value={resources}>
          {/* A fresh claim per render: the first large image of this page loads with priority. */}
          <ImagePriorityContext value={createImagePriority()}>
            <SitePage site={site} page={page} />
          </ImagePriorityContext>
        </BlockResourcesContext>
      </Document>,
    )
  );
}
