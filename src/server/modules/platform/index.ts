/** The platform module's front door: what the rest of the server may use (eslint.config.js refuses other imports). */
export { PLATFORM_SCREEN_STYLES } from './pages';
export { platformHome, registerPlatformRoutes } from './routes';
export { createPlatformService } from './service';
export { createPlatformMail } from './platform-mail';
