// Leaflet's ES module build (its package has no "module" field, so the bundler would take the UMD
// build): the same API as the `leaflet` types describe.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
