/** The owners' app: Settings → Import & export (src/config/features/settings/transfer-screen.tsx; issue 26). */
export const transferOwnerMessages = {
  'owners.transfer.link': 'Import & export',
  'owners.transfer.title': 'Import & export',
  'owners.transfer.exportTitle': 'Export this site',
  'owners.transfer.exportIntro':
    'Download the site as a .zip file: its pages, blog posts and events, navigation, design, settings and every file in the media library. Products, forms, orders and subscribers are not included yet.',
  'owners.transfer.export': 'Download export',
  'owners.transfer.importTitle': 'Import from WordPress',
  'owners.transfer.importIntro':
    'Choose a WordPress export file (Tools → Export in WordPress; Squarespace exports the same format), or a .zip holding it and its wp-content/uploads folder. Posts go into a new Blog, pages into the main menu, and images into the media library.',
  'owners.transfer.file': 'Export file (.xml or .zip)',
  'owners.transfer.start': 'Import',
  'owners.transfer.uploading': 'Uploading…',
  'owners.transfer.chooseFile': 'Choose a file to import.',
  'owners.transfer.progress': 'Import progress',
  'owners.transfer.waiting': 'Waiting to start…',
  'owners.transfer.running': 'Imported {done} of {total} entries…',
  'owners.transfer.done':
    'Import finished: {posts, plural, one {# post} other {# posts}}, {pages, plural, one {# page} other {# pages}} and {images, plural, one {# image} other {# images}}.',
  'owners.transfer.failed': 'The import failed: {error}',
  'owners.transfer.notMappedTitle': 'What could not be imported',
  'owners.transfer.nothingLeftOut': 'Everything in the file was imported.',
  'owners.transfer.notMappedEntry': '{title}: {reason}',
  'owners.transfer.viewBlog': 'View the blog',
} as const;
