/** The owners' app: tags and categories of a blog, and the summary block's collection picker. ICU MessageFormat, keyed `owners.taxonomy.…`. */
export const taxonomyOwnerMessages = {
  'owners.taxonomy.heading': 'Tags and categories',
  'owners.taxonomy.intro':
    'Add them to a post in its details. Renaming or deleting one here changes every post that has it. Visitors can list the posts with one at the addresses shown.',
  'owners.taxonomy.loading': 'Loading tags and categories…',
  'owners.taxonomy.tags': 'Tags',
  'owners.taxonomy.categories': 'Categories',
  'owners.taxonomy.none': 'None yet.',
  'owners.taxonomy.count': '{count, plural, one {# post} other {# posts}}',
  'owners.taxonomy.view': 'View on the site',
  'owners.taxonomy.rename': 'Rename',
  'owners.taxonomy.renameLabel': 'New name for “{name}”',
  'owners.taxonomy.save': 'Save',
  'owners.taxonomy.cancel': 'Cancel',
  'owners.taxonomy.delete': 'Delete',
  'owners.taxonomy.deleteConfirm': 'Delete “{name}” from every post?',
  'owners.taxonomy.picker.loading': 'Loading collections…',
  'owners.taxonomy.picker.choose': 'Choose a blog, shop, events or gallery page',
  'owners.taxonomy.picker.gone': 'A collection that no longer exists',
  'owners.taxonomy.picker.loadFailed': 'Unable to load collections',
  'owners.taxonomy.picker.type':
    '{title} ({type, select, blog {blog} products {shop} events {events} gallery {gallery} other {collection}})',
} as const;
