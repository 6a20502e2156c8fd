import type { ReactNode } from 'react';
import type { DocumentView, SocialView } from './view-model';

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
        {view.social ? (
          <SocialMeta social={view.social} />
        ) : (
          view.socialImageUrl && <meta property="og:image" content={view.socialImageUrl} />
        )}
        {view.jsonLd?.map((json, index) => (
          // Already escaped for embedding by the server; a data block, never run.
          <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
        ))}
        {view.fontPreloads?.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        {view.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {view.fontStylesheets?.map((href) => (
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
      <body className={view.bodyClass}>{children}</body>
    </html>
  );
}

/** Open Graph for every network that reads it, and Twitter's card on top (it falls back to og:*). */
function SocialMeta({ social }: { social: SocialView }) {
  return (
    <>
      <meta property="og:type" content={social.type} />
      <meta property="og:site_name" content={social.siteName} />
      <meta property="og:title" content={social.title} />
      {social.description !== '' && <meta property="og:description" content={social.description} />}
      <meta property="og:url" content={social.url} />
      {social.image && <meta property="og:image" content={social.image} />}
      <meta name="twitter:card" content={social.image ? 'summary_large_image' : 'summary'} />
    </>
  );
}
