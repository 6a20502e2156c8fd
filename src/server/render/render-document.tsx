import { renderToString } from 'react-dom/server';
import { Document } from '../../site/document';
import { BlockResourcesContext, type BlockResources } from '../../site/blocks/resources';
import { SitePage } from '../../site/site-page';
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
          <SitePage site={site} page={page} />
        </BlockResourcesContext>
      </Document>,
    )
  );
}
