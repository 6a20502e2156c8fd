import { AnnouncementBar } from './components/announcement-bar';
import { MobileInfoBar } from './components/business-info';
import { LayoutView } from './components/layout-view';
import { PopupOverlay } from './components/popup-overlay';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { BlogItem } from './pages/blog-item';
import { BlogList } from './pages/blog-list';
import { EventItem, EventList, EventMonth } from './pages/events';
import { LockScreen, NotFound } from './pages/message-pages';
import { SearchPage } from './pages/search-page';
import { StorePageContent } from './store/store-page';
import { isStorePageView } from './store/view-model';
import { MemberPage } from './members/member-pages';
import { isMemberPageView } from './members/view-model';
import type { PageView, SiteView } from './view-model';
import { t } from './text';

/** The <body> content of every published page: announcement, header, the page, footer. */
export function SitePage({ site, page }: { site: SiteView; page: PageView }) {
  return (
    <>
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      {!site.appContainer && site.announcementBar && site.announcementBar.text !== '' && (
        <AnnouncementBar bar={site.announcementBar} />
      )}
      {!site.appContainer && <SiteHeader site={site} />}
      <main id="main" className={`site-main site-main--${page.kind}`} tabIndex={-1}>
        <PageContent site={site} page={page} />
      </main>
      {!site.appContainer && <SiteFooter footer={site.footer} business={site.business} />}
      {!site.appContainer && site.mobileInfoBar && site.business && (
        <MobileInfoBar business={site.business} />
      )}
      {site.popup && <PopupOverlay popup={site.popup} />}
    </>
  );
}

function PageContent({ site, page }: { site: SiteView; page: PageView }) {
  if (isStorePageView(page)) return <StorePageContent page={page} />;
  if (isMemberPageView(page)) return <MemberPage page={page} />;
  switch (page.kind) {
    case 'page':
      return (
        <div className="container">
          {page.showTitle && (
            <header className="page-header">
              <h1 className="page-header__title">{page.title}</h1>
            </header>
          )}
          <LayoutView layout={page.layout} className="page-layout" />
        </div>
      );
    case 'blog-list':
      return <BlogList page={page} locale={site.locale} />;
    case 'blog-item':
      return <BlogItem page={page} locale={site.locale} />;
    case 'event-list':
      return <EventList page={page} locale={site.locale} />;
    case 'event-month':
      return <EventMonth page={page} locale={site.locale} />;
    case 'event-item':
      return <EventItem page={page} locale={site.locale} />;
    case 'not-found':
      return <NotFound />;
    case 'lock-screen':
      return <LockScreen page={page} />;
    case 'search':
      return <SearchPage page={page} />;
    default:
      return unreachable(page);
  }
}

function unreachable(page: never): null {
  void page;
  return null;
}
