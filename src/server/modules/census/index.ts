/** The census module's front door: what the rest of the server may use (eslint.config.js refuses other imports). */
import { defineModule } from '../../module-contract';
import type { AccountService } from '../accounts';
import { createAnalytics } from './analytics';
import { registerAnalyticsRoutes } from './analytics-routes';
import { registerCensusRoutes } from './routes';
import { createCensusService } from './service';
import type { MemberIdOf } from './telemetry-routes';

export { createAnalytics } from './analytics';
export { createCensusService } from './service';

/** Visits and events as visitors' browsers report them, and the owners' analytics built from them. */
export const censusModule = defineModule({
  name: 'census',
  create(
    { db, clock, log, config },
    { accounts, memberIdOf }: { accounts: AccountService; memberIdOf?: MemberIdOf },
  ) {
    const census = createCensusService({
      db,
      clock,
      onWriteError: (error, name) => log.error({ err: error }, `census write to ${name} failed; retrying`),
      onRowParked: (error, name) =>
        log.warn(
          { err: error },
          `a row the database refused was parked in census_dead_letters (for ${name})`,
        ),
    });
    return {
      services: { census },
      registerRoutes: (app) => {
        registerCensusRoutes(app, {
          census,
          accounts,
          ...(memberIdOf ? { memberIdOf } : {}),
          events: { forwardTo: config.analyticsEventsUrl, sessionRecording: config.sessionRecording },
        });
        registerAnalyticsRoutes(app, { analytics: createAnalytics({ db }), census, accounts, clock });
      },
      // Buffered census rows are written before the database closes (main.ts closes the app first).
      close: () => census.close(),
    };
  },
});
