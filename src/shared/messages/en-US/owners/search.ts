/** The owners' app: site search settings (src/config/features/settings/header-search-setting.tsx). */
export const searchOwnerMessages = {
  'owners.search.showInHeader': 'Show search in the header',
  'owners.search.showInHeaderHint':
    'A search field beside the navigation. Visitors can also search at /search, or from a Search block.',
} as const;
