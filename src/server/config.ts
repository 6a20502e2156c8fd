import { z } from 'zod';

/**
 * The server's whole configuration, read once from the environment, validated and frozen.
 * Everything else receives the parts it needs; nothing reads process.env directly.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Host (with port when not 80/443) under which sites live as `{identifier}.{APP_DOMAIN}`. */
  APP_DOMAIN: z.string().optional(),
  /** Scheme used in absolute URLs we print or redirect to. */
  PUBLIC_PROTOCOL: z.enum(['http', 'https']).default('http'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  DEMO_OWNER_PASSWORD: z.string().min(8, 'DEMO_OWNER_PASSWORD must be at least 8 characters').optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  RENDER_CACHE: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface AppConfig {
  port: number;
  host: string;
  appDomain: string;
  publicProtocol: 'http' | 'https';
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  demoOwnerPassword: string | undefined;
  seedDemo: boolean;
  renderCache: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Cookies get the Secure flag when the public URLs are https. */
  secureCookies: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<AppConfig> {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    appDomain: (e.APP_DOMAIN ?? `localhost:${e.PORT}`).toLowerCase(),
    publicProtocol: e.PUBLIC_PROTOCOL,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    demoOwnerPassword: e.DEMO_OWNER_PASSWORD,
    seedDemo: e.SEED_DEMO === 'true',
    renderCache: e.RENDER_CACHE === 'on',
    logLevel: e.LOG_LEVEL,
    secureCookies: e.PUBLIC_PROTOCOL === 'https',
  });
}

export function siteUrl(config: Pick<AppConfig, 'publicProtocol' | 'appDomain'>, identifier: string, path = '/'): string {
  return `${config.publicProtocol}://${identifier}.${config.appDomain}${path}`;
}
