/** The census module's front door: what the rest of the server may use (eslint.config.js refuses other imports). */
export { createAnalytics } from './analytics';
export { registerAnalyticsRoutes } from './analytics-routes';
export { registerCensusRoutes } from './routes';
export { createCensusService } from './service';
