/**
 * The owners' app: page settings (SEO, URL), the Shop and system pages in the Pages list, and
 * Settings → Domains (src/config/features/pages, src/config/features/settings/domains-screen.tsx).
 * ICU MessageFormat, keyed `owners.sitePages.…`.
 */
export const sitePagesOwnerMessages = {
  'owners.sitePages.settingsButton': 'Settings',
  'owners.sitePages.settingsFor': 'Settings of {title}',
  'owners.sitePages.pageTitle': 'Page title',
  'owners.sitePages.slug': 'URL slug',
  'owners.sitePages.slugHint':
    'Changing it keeps the old address working: visitors and search engines are sent to the new one (301).',
  'owners.sitePages.seoHeading': 'Search engines and sharing',
  'owners.sitePages.seoTitle': 'SEO title',
  'owners.sitePages.seoTitleHint':
    'Shown in search results and the browser tab. Empty: the page title and the site title.',
  'owners.sitePages.seoDescription': 'SEO description',
  'owners.sitePages.seoDescriptionHint': 'One or two sentences for search results and sharing previews.',
  'owners.sitePages.socialImage': 'Social image',
  'owners.sitePages.socialImageHint': 'Shown when the page is shared. Empty: the site’s sharing image.',
  'owners.sitePages.hideFromSearch': 'Hide from search engines',
  'owners.sitePages.hideFromSearchHint':
    'Adds a noindex tag to the page and leaves it out of sitemap.xml. Visitors with the link can still open it.',
  'owners.sitePages.save': 'Save settings',
  'owners.sitePages.saving': 'Saving…',
  'owners.sitePages.saved': 'Settings saved.',
  'owners.sitePages.cancel': 'Close',
  'owners.sitePages.hiddenFromSearch': 'Hidden from search',
  'owners.sitePages.locked': 'Password',
  'owners.sitePages.shopBadge': 'Shop',
  'owners.sitePages.kindShop': 'Shop (a collection of products)',
  'owners.sitePages.shopLimit': 'A shop holds up to {max} products.',
  'owners.sitePages.orderableLimit': 'A collection you order by hand holds up to {max} items.',
  'owners.sitePages.systemHeading': 'Built into every site',
  'owners.sitePages.systemIntro':
    'System pages: search engines never index them; their settings live where the link leads.',
  'owners.sitePages.system.cart': 'Cart',
  'owners.sitePages.system.cartSettings':
    'Shown on sites with a shop. Payments and shipping: Store settings.',
  'owners.sitePages.system.search': 'Search',
  'owners.sitePages.system.searchSettings': 'Searches the site’s published pages, posts and products.',
  'owners.sitePages.system.notFound': 'Page not found (404)',
  'owners.sitePages.system.notFoundSettings':
    'Shown for any address with no page; uses the site’s header, footer and design.',
  'owners.sitePages.system.lockScreen': 'Lock screen',
  'owners.sitePages.system.lockScreenSettings':
    'Shown before a password-protected page; set a page’s password in its editor.',
  'owners.sitePages.system.openSettings': 'Open settings',
  'owners.sitePages.system.view': 'View',
  'owners.sitePages.domainsTitle': 'Domains',
  'owners.sitePages.domainsIntro':
    'Connect a domain you own. Set the DNS records shown at your DNS provider, then verify. Your site also stays at {address}.',
  'owners.sitePages.domainField': 'Domain',
  'owners.sitePages.domainPlaceholder': 'www.example.com',
  'owners.sitePages.addDomain': 'Add domain',
  'owners.sitePages.adding': 'Adding…',
  'owners.sitePages.noDomains': 'No custom domains yet.',
  'owners.sitePages.loadingDomains': 'Loading domains…',
  'owners.sitePages.verified': 'Verified: serves this site',
  'owners.sitePages.pending': 'Waiting for DNS',
  'owners.sitePages.recordsCaption': 'DNS records for {domain}',
  'owners.sitePages.recordType': 'Type',
  'owners.sitePages.recordName': 'Name',
  'owners.sitePages.recordValue': 'Value',
  'owners.sitePages.recordHelp':
    'Point the name with the CNAME (or the A record for a bare domain like example.com), and add the TXT record to prove it is yours.',
  'owners.sitePages.verify': 'Verify',
  'owners.sitePages.verifying': 'Checking DNS…',
  'owners.sitePages.remove': 'Remove',
  'owners.sitePages.confirmRemove': 'Remove {domain}? The site stops answering at this address.',
} as const;
