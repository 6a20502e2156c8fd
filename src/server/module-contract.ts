import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { JobDefinition } from './jobs';
import type { AssetManifest } from './render/assets';
import type { PageService } from './render/page-service';
import type { SharedState } from './shared-state/shared-state';

/**
 * What every module may use without naming another module: the process's configuration and
 * infrastructure. Another module's services never come from here; they are a module's `needs`.
 */
export interface ModuleContext {
  config: Readonly<AppConfig>;
  database: Database;
  db: Db;
  sharedState: SharedState;
  /** The app's clock (tests hand in their own; otherwise `new Date()`). */
  clock: () => Date;
  /** APP_SECRET, or a per-process secret without it (tests): keys and links then live as long as the process. */
  secret: string;
  log: FastifyBaseLogger;
  manifest: AssetManifest;
}

/**
 * Built after every module, so no module can ask for it when it is constructed: the published-page
 * renderer, which needs the store's storefront and the forms' definitions. Routes that answer with a
 * whole page (a form's result, the cart page, the test provider's pay page) receive it here.
 */
export interface RouteContext {
  pages: PageService;
}

/** A constructed module: its services (what other modules may be handed), its routes, its jobs. */
export interface ModuleParts<Services> {
  services: Services;
  /** Scheduled and retried work: defined in every process, run only by the jobs process. */
  jobs?: JobDefinition[];
  registerRoutes?: (app: FastifyInstance, routeContext: RouteContext) => void | Promise<void>;
  /** Called when the app closes, before the database does. */
  close?: () => unknown;
}

/**
 * A module's definition, exported by its `index.ts`. `Needs` names other modules' services (and
 * anything else the caller must decide); app.ts hands them in by name, in dependency order, so a
 * module's dependencies are visible in its type and nothing is looked up at run time.
 */
export interface ServerModule<Needs, Services> {
  name: string;
  create(context: ModuleContext, needs: Needs): ModuleParts<Services> | Promise<ModuleParts<Services>>;
}

/** Checks a definition against the contract while keeping its own `Needs` and `Services` types. */
export const defineModule = <Needs, Services>(module: ServerModule<Needs, Services>) => module;
