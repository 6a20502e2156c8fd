/**
 * The owners' app: the site behaviour screen (src/config/features/site-behaviour): the cookie
 * banner, first-party analytics and the Pinterest overlay. ICU MessageFormat, keyed
 * `owners.siteBehaviour.…` (no apostrophes: ICU reads them as quotes).
 */
export const siteBehaviourOwnerMessages = {
  'owners.siteBehaviour.nav': 'Site behaviour',
  'owners.siteBehaviour.title': 'Site behaviour',
  'owners.siteBehaviour.intro':
    'The cookie banner, visit statistics and image sharing on your published site. Changes apply as soon as you save them.',
  'owners.siteBehaviour.loading': 'Loading the site behaviour…',
  'owners.siteBehaviour.bannerLegend': 'Cookie banner',
  'owners.siteBehaviour.bannerEnabled': 'Show a cookie banner to visitors',
  'owners.siteBehaviour.bannerText': 'Banner text',
  'owners.siteBehaviour.bannerTextHint':
    'Leave empty for the standard sentence. The banner shows the words only, without formatting.',
  'owners.siteBehaviour.ctaText': 'Accept button text',
  'owners.siteBehaviour.optOutText': 'Decline button text',
  'owners.siteBehaviour.variant': 'Style',
  'owners.siteBehaviour.variantBar': 'Bar across the page',
  'owners.siteBehaviour.variantPopup': 'Popup in a corner',
  'owners.siteBehaviour.position': 'Position',
  'owners.siteBehaviour.positionTop': 'Top',
  'owners.siteBehaviour.positionBottom': 'Bottom',
  'owners.siteBehaviour.positionTopLeft': 'Top left',
  'owners.siteBehaviour.positionTopRight': 'Top right',
  'owners.siteBehaviour.positionBottomLeft': 'Bottom left',
  'owners.siteBehaviour.positionBottomRight': 'Bottom right',
  'owners.siteBehaviour.theme': 'Theme',
  'owners.siteBehaviour.themeDark': 'Dark',
  'owners.siteBehaviour.themeLight': 'Light',
  'owners.siteBehaviour.ctaVariant': 'Buttons',
  'owners.siteBehaviour.ctaButton': 'Buttons with text',
  'owners.siteBehaviour.ctaTextLinks': 'Text links',
  'owners.siteBehaviour.ctaIcon': 'Icons (✓ and ✕)',
  'owners.siteBehaviour.acceptType': 'Visitors choose',
  'owners.siteBehaviour.acceptOptIn': 'Accept or decline (opt in)',
  'owners.siteBehaviour.acceptOptInAndOut': 'Accept or decline, and change their mind later (opt in and out)',
  'owners.siteBehaviour.activityLog': 'Keep a log of consent choices (activity log)',
  'owners.siteBehaviour.analyticsCookiesDisabled': 'No analytics cookies until a visitor accepts',
  'owners.siteBehaviour.restrictiveAbsolute':
    'Strict: nothing at all leaves the page before a visitor accepts, not even error reports',
  'owners.siteBehaviour.declineNote': 'Decline is always shown beside Accept, in the same size and style.',
  'owners.siteBehaviour.preview': 'Preview',
  'owners.siteBehaviour.previewOff': 'The banner is off: visitors see no banner.',
  'owners.siteBehaviour.analyticsLegend': 'Visit statistics',
  'owners.siteBehaviour.censusEnabled': 'Count visits with the built-in first-party analytics',
  'owners.siteBehaviour.censusHint':
    'Off: no tracking script on your pages and no visits recorded. The cookie banner rules still apply when on.',
  'owners.siteBehaviour.imagesLegend': 'Images',
  'owners.siteBehaviour.pinterest': 'Show a Pinterest “Save” button over images',
  'owners.siteBehaviour.pinterestHint':
    'A plain link to Pinterest on hover or keyboard focus. No Pinterest script is loaded on your site.',
  'owners.siteBehaviour.save': 'Save',
  'owners.siteBehaviour.saving': 'Saving…',
  'owners.siteBehaviour.saved': 'Saved.',
} as const;
