/** The seed module's front door: what the rest of the server may use (eslint.config.js refuses other imports). */
export { DEMO_IDENTIFIER, DEMO_OWNER_EMAIL, seedDemoSite } from './seed-demo';
