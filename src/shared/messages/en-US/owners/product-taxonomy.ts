/** The owners' app: a product's tags and categories, and a shop page's list of them. ICU MessageFormat, keyed `owners.productTaxonomy.…`. */
export const productTaxonomyOwnerMessages = {
  'owners.productTaxonomy.tags': 'Tags (comma-separated)',
  'owners.productTaxonomy.tagsHint': 'Each tag up to {max, plural, one {# character} other {# characters}}',
  'owners.productTaxonomy.categories': 'Categories (comma-separated)',
  'owners.productTaxonomy.categoriesHint':
    'Each up to {max, plural, one {# character} other {# characters}}; nest one under another with / (Coffee/Espresso)',
  'owners.productTaxonomy.heading': 'Tags and categories of {title}',
  'owners.productTaxonomy.intro':
    'Add them to a product in its details. Renaming or deleting one here changes every product of this shop page that has it. Visitors can list the products with one at the addresses shown.',
  'owners.productTaxonomy.count': '{count, plural, one {# product} other {# products}}',
  'owners.productTaxonomy.deleteConfirm': 'Delete “{name}” from every product?',
} as const;
