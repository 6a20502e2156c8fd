/** The publishing module's front door: what the rest of the server may use (eslint.config.js refuses other imports). */
export { registerPublishingRoutes } from './routes';
export { createPublishingService } from './service';
export type { PublishingService } from './service';
