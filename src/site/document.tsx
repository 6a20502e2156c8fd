import type { ReactNode } from 'react';
import type { DocumentView } from './view-model';

/**
 * The whole HTML document around a page. The server prepends `<!doctype html>`.
 * Scripts are module scripts (deferred by nature), one per runtime feature the page uses,
 * so a page of plain content ships no JavaScript at all.
 */
export function Document({ view, children }: { view: DocumentView; children: ReactNode }) {
  return (
    <html lang={view.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{view.title}</title>
        {view.description !== '' && <meta name="description" content={view.description} />}
        {view.canonicalUrl && <link rel="canonical" href={view.canonicalUrl} />}
        {view.noindex && <meta name="robots" content="noindex" />}
        {view.faviconUrl && <link rel="icon" href={view.faviconUrl} />}
        {view.socialImageUrl && <meta property="og:image" content={view.socialImageUrl} />}
        {view.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {view.designCss ? (
          <style id="design-tokens" dangerouslySetInnerHTML={{ __html: view.designCss }} />
        ) : null}
        {/* Already escaped for embedding by the server (no `</script>` can appear in it). */}
        <script
          id="page-context"
          type="application/json"
          dangerouslySetInnerHTML={{ __html: view.pageContextJson }}
        />
        {view.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}
