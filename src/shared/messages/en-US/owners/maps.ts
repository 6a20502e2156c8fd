/** The owners' app: the map block's address search and style (src/config/features/maps). */
export const mapsOwnerMessages = {
  'owners.maps.search': 'Search for an address',
  'owners.maps.searchHint': 'Choosing a result fills in the place name, address lines and coordinates.',
  'owners.maps.searching': 'Searching…',
  'owners.maps.noResults': 'No results found.',
  'owners.maps.suggestions': 'Addresses found',
  'owners.maps.chosen': 'Address set to {place}.',
  'owners.maps.noTiles':
    'This server has no map tiles set up (its operator sets MAP_TILE_URL): visitors see the address and a link to open it in a maps site.',
} as const;
