/** The map block's visitor-facing text (server-rendered; src/site/blocks/map). */
export const siteMapMessages = {
  'site.map.label': 'Map: {place}',
  'site.map.unnamed': 'Map',
  'site.map.coordinates': 'Latitude {lat}, longitude {lng}',
  'site.map.openIn': 'Open in OpenStreetMap',
} as const;
