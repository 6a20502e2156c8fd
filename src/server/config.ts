import { z } from 'zod';
import type { DkimSettings } from './modules/mail';
import type { MapTileSettings } from '../shared/maps/map-rules';

/**
 * The server's whole configuration, read once from the environment, validated and frozen.
 * Everything else receives the parts it needs; nothing reads process.env directly.
 */
/** An http(s) address (an outside service's endpoint). */
const httpUrl = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//i.test(value), 'must be an http(s) address');

/** An XYZ tile template: an http(s) address with {z}, {x} and {y}. */
const tileTemplate = z
  .string()
  .refine(
    (value) =>
      /^https?:\/\/[^/\s]+/i.test(value) && ['{z}', '{x}', '{y}'].every((part) => value.includes(part)),
    'must be an http(s) tile address with {z}, {x} and {y}, like https://tiles.example/{z}/{x}/{y}.png',
  );

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Host (with port when not 80/443) under which sites live as `{identifier}.{APP_DOMAIN}`. */
    APP_DOMAIN: z.string().optional(),
    /** Scheme used in absolute URLs we print or redirect to. */
    PUBLIC_PROTOCOL: z.enum(['http', 'https']).default('http'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    REDIS_URL: z.string().url().optional(),
    /** Web processes on PostgreSQL (node:cluster). Default: one per CPU core. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(512).optional(),
    DEMO_OWNER_PASSWORD: z.string().min(8, 'DEMO_OWNER_PASSWORD must be at least 8 characters').optional(),
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
    RENDER_CACHE: z.enum(['on', 'off']).default('on'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * One `request completed` line per request at info: `on`, `off`, or the share of requests
     * logged (`0.01`). Default: off when NODE_ENV=production (a line per request costs ~40% of a
     * cached page's throughput), on otherwise. Errors are logged either way.
     */
    ACCESS_LOG: z
      .string()
      .regex(/^(on|off|0(\.\d+)?|1(\.0+)?)$/, 'ACCESS_LOG must be on, off or a share between 0 and 1')
      .optional(),
    NODE_ENV: z.string().optional(),
    /**
     * Which peers may tell us the client's address (X-Forwarded-For): `loopback` (a proxy on this
     * machine), `true`, `false`, or addresses/CIDRs separated by commas.
     * Trusting everyone would let any visitor pick the address that per-address limits count.
     */
    TRUST_PROXY: z.string().min(1).default('loopback'),
    /**
     * Where analytics events (`POST /api/v1/events`) go: unset, the site's own census stores them;
     * set, the server forwards each accepted event there (a JSON POST, failures ignored).
     */
    ANALYTICS_EVENTS_URL: httpUrl.optional(),
    /** Session recording (media-and-platform §6): off unless `on`, and then only for the sampled share of visitors. */
    SESSION_RECORDING: z.enum(['on', 'off']).default('off'),
    SESSION_RECORDING_SAMPLE_PERCENT: z.coerce.number().int().min(0).max(100).default(10),
    // forms, newsletter and mail
    /** Signs submission keys, captcha challenges and newsletter links. Default: generated once into DATA_DIR. */
    APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
    SMTP_URL: z
      .string()
      .refine(
        isSmtpUrl,
        'SMTP_URL must look like smtp://user:password@host:587 (smtps:// for TLS on connect)',
      )
      .optional(),
    /** Optional DKIM signing: all three or none (the key in PEM; \n may stand for line breaks). */
    DKIM_DOMAIN: z.string().min(1).optional(),
    DKIM_SELECTOR: z.string().min(1).optional(),
    DKIM_PRIVATE_KEY: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3).optional(),
    RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
    RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
    TURNSTILE_SECRET_KEY: z.string().min(1).optional(),
    TURNSTILE_VERIFY_URL: z
      .string()
      .url()
      .default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
    /** oEmbed endpoints of the video providers (thumbnails and titles of video blocks); tests point them at a stand-in. */
    OEMBED_YOUTUBE_URL: httpUrl.default('https://www.youtube.com/oembed'),
    OEMBED_VIMEO_URL: httpUrl.default('https://vimeo.com/api/oembed.json'),
    OEMBED_WISTIA_URL: httpUrl.default('https://fast.wistia.com/oembed'),
    OEMBED_ANIMOTO_URL: httpUrl.default('https://animoto.com/services/oembed'),
    /** How long the server waits for a provider's oEmbed answer when an owner saves a video block. */
    OEMBED_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /** Where the Stripe adapter reaches Stripe's API: unset is Stripe itself; stripe-mock or a local stand-in in tests. */
    STRIPE_API_URL: httpUrl.optional(),
    /** Booking blocks load their widget scripts from `{this}/{provider}.js` instead of the providers (tests, offline installs). */
    BOOKING_WIDGET_BASE_URL: httpUrl.optional(),
    // maps (issue 17)
    /** XYZ tile template of map blocks (`https://tiles.example/{z}/{x}/{y}.png`); unset: maps show their address card. */
    MAP_TILE_URL: tileTemplate.optional(),
    MAP_TILE_ATTRIBUTION: z.string().max(300).default('© OpenStreetMap contributors'),
    /** Tiles of the Satellite style; unset: the editor does not offer it. */
    MAP_SATELLITE_TILE_URL: tileTemplate.optional(),
    MAP_SATELLITE_TILE_ATTRIBUTION: z.string().max(300).default(''),
    /** A Nominatim-compatible geocoder (`/search`, `/lookup`) for the editor's address search; unset: no search. */
    GEOCODER_URL: httpUrl.optional(),
    GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /** Bearer token of /metrics; unset, /metrics answers 404. */
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    /** Sign-in attempts (owners' form and API) per address per minute. */
    SIGN_IN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    SIGN_UP_RATE_LIMIT_PER_10_MINUTES: z.coerce.number().int().min(1).default(10),
    FORM_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
    FORM_RATE_LIMIT_PER_SITE: z.coerce.number().int().min(1).default(120),
    /** Form, newsletter and address-check mails a site may send per UTC day; order mails are not counted. */
    MAIL_DAILY_CAP_PER_SITE: z.coerce.number().int().min(1).default(500),
    ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(1000),
    ALTCHA_MAX_COUNTER: z.coerce.number().int().min(10).max(10_000_000).default(5000),
    /** Tests only: `test` hashes passwords at a low scrypt cost so suites stay fast. Never in production. */
    PASSWORD_HASH_COST: z.enum(['owasp', 'test']).default('owasp'),
    // media (issue 14)
    /** Disk budget of each site's media (originals and derived sizes), in MB of 1,000,000 bytes. */
    MEDIA_SITE_BUDGET_MB: z.coerce.number().int().min(1).max(100_000_000).default(2000),
    /** Uploads per minute per site (a burst of uploads is image processing work). */
    MEDIA_UPLOAD_RATE_LIMIT_PER_SITE: z.coerce.number().int().min(1).default(60),
    /** S3-compatible object storage for media instead of DATA_DIR/media: endpoint, bucket and keys together. */
    S3_ENDPOINT: z.string().url('S3_ENDPOINT must be a URL like https://s3.example.com').optional(),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** `true` for servers that address buckets as a path (MinIO, most self-hosted ones). */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    /** Where owners point custom domains with a CNAME (Settings → Domains); default: APP_DOMAIN's host. */
    DOMAIN_TARGET_HOST: z.string().min(1).max(253).optional(),
    /** The platform's public IPv4 address, shown as the A record for apex domains; unset: not shown. */
    DOMAIN_TARGET_IP: z.ipv4('DOMAIN_TARGET_IP must be an IPv4 address like 203.0.113.10').optional(),
  })
  .superRefine((env, context) => {
    const dkim = [env.DKIM_DOMAIN, env.DKIM_SELECTOR, env.DKIM_PRIVATE_KEY].filter(Boolean).length;
    if (dkim !== 0 && dkim !== 3)
      context.addIssue({
        code: 'custom',
        path: ['DKIM_DOMAIN'],
        message: 'DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together: set all three or none',
      });
    const s3 = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY].filter(
      Boolean,
    );
    if (s3.length !== 0 && s3.length !== 4)
      context.addIssue({
        code: 'custom',
        path: ['S3_ENDPOINT'],
        message:
          'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set all four or none',
      });
  });

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export interface AppConfig {
  port: number;
  host: string;
  appDomain: string;
  publicProtocol: 'http' | 'https';
  /** ANALYTICS_EVENTS_URL: where `POST /api/v1/events` forwards; null keeps them in the census. */
  analyticsEventsUrl: string | null;
  /** SESSION_RECORDING and its sample: the rule of media-and-platform §6, off by default. */
  sessionRecording: { enabled: boolean; samplePercent: number };
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Set only when WEB_CONCURRENCY is: process-model.ts decides the default (one per core on PostgreSQL). */
  webConcurrency: number | undefined;
  demoOwnerPassword: string | undefined;
  seedDemo: boolean;
  renderCache: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** ACCESS_LOG as the share of requests logged, 0 (none) to 1 (all). */
  accessLogShare: number;
  /** Fastify's trustProxy: whose X-Forwarded-* headers count. */
  trustProxy: boolean | string;
  /** Cookies get the Secure flag when the public URLs are https. */
  secureCookies: boolean;
  /** Undefined until main.ts loads or creates the embedded default; tests pass their own. */
  appSecret: string | undefined;
  smtpUrl: string | undefined;
  dkim: DkimSettings | undefined;
  mailFrom: string;
  captcha: {
    recaptcha: { secretKey: string | undefined; verifyUrl: string };
    turnstile: { secretKey: string | undefined; verifyUrl: string };
    altcha: { cost: number; maxCounter: number; lifetimeMs: number };
  };
  formRateLimits: { perAddress: number; perSite: number };
  /** `SIGN_IN_RATE_LIMIT_PER_MINUTE`: sign-in attempts per address per minute (10). */
  signInRateLimitPerMinute: number;
  /** `SIGN_UP_RATE_LIMIT_PER_10_MINUTES`: platform sign-ups per address per 10 minutes (10). */
  signUpRateLimitPer10Minutes: number;
  mailDailyCapPerSite: number;
  /** Video providers' oEmbed endpoints (modules/video-embeds). */
  oembed: { endpoints: Record<'YouTube' | 'Vimeo' | 'Wistia' | 'Animoto', string>; timeoutMs: number };
  /** scrypt cost of new password hashes (accounts/passwords.ts): `owasp`, or `test` in tests. */
  passwordHashCost: 'owasp' | 'test';
  media: MediaConfig;
  /** Bearer token of /metrics (operations/routes.ts); undefined keeps /metrics closed. */
  metricsToken: string | undefined;
  /** `STRIPE_API_URL`; undefined is Stripe's own API. */
  stripeApiUrl: string | undefined;
  /** `BOOKING_WIDGET_BASE_URL`; undefined loads each booking provider's own widget script. */
  bookingWidgetBaseUrl: string | undefined;
  /** Map tiles (`MAP_TILE_URL` …); undefined: map blocks render their static address card. */
  mapTiles: MapTileSettings | undefined;
  /** `GEOCODER_URL` (a Nominatim-compatible geocoder) for the editor's address search; undefined: none. */
  geocoder: { url: string | undefined; timeoutMs: number };
  /** DOMAIN_TARGET_HOST / DOMAIN_TARGET_IP: the DNS records owners set for a custom domain. */
  domainTarget?: { host: string; ip?: string };
}

export interface MediaConfig {
  /** Bytes each site may use for media (originals and derived sizes). */
  siteBudgetBytes: number;
  uploadsPerMinutePerSite: number;
  /** Undefined: files live under DATA_DIR/media. */
  s3: S3Settings | undefined;
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** `MAP_TILE_URL` and its companions, or undefined: map blocks then render their address card. */
function mapTilesOf(e: z.output<typeof envSchema>): MapTileSettings | undefined {
  if (!e.MAP_TILE_URL) return undefined;
  return {
    tileUrl: e.MAP_TILE_URL,
    attribution: e.MAP_TILE_ATTRIBUTION,
    ...(e.MAP_SATELLITE_TILE_URL
      ? { satelliteTileUrl: e.MAP_SATELLITE_TILE_URL, satelliteAttribution: e.MAP_SATELLITE_TILE_ATTRIBUTION }
      : {}),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<AppConfig> {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    appDomain: (e.APP_DOMAIN ?? `localhost:${e.PORT}`).toLowerCase(),
    publicProtocol: e.PUBLIC_PROTOCOL,
    analyticsEventsUrl: e.ANALYTICS_EVENTS_URL ?? null,
    sessionRecording: {
      enabled: e.SESSION_RECORDING === 'on',
      samplePercent: e.SESSION_RECORDING_SAMPLE_PERCENT,
    },
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    stripeApiUrl: e.STRIPE_API_URL,
    bookingWidgetBaseUrl: e.BOOKING_WIDGET_BASE_URL,
    mapTiles: mapTilesOf(e),
    geocoder: { url: e.GEOCODER_URL, timeoutMs: e.GEOCODER_TIMEOUT_MS },
    domainTarget: {
      host: e.DOMAIN_TARGET_HOST ?? (e.APP_DOMAIN ?? 'localhost').toLowerCase().replace(/:\d+$/, ''),
      ...(e.DOMAIN_TARGET_IP ? { ip: e.DOMAIN_TARGET_IP } : {}),
    },
    webConcurrency: e.WEB_CONCURRENCY,
    demoOwnerPassword: e.DEMO_OWNER_PASSWORD,
    seedDemo: e.SEED_DEMO === 'true',
    renderCache: e.RENDER_CACHE === 'on',
    logLevel: e.LOG_LEVEL,
    accessLogShare: accessLogShareOf(e.ACCESS_LOG, e.NODE_ENV),
    trustProxy: e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY,
    secureCookies: e.PUBLIC_PROTOCOL === 'https',
    appSecret: e.APP_SECRET,
    smtpUrl: e.SMTP_URL,
    dkim:
      e.DKIM_DOMAIN && e.DKIM_SELECTOR && e.DKIM_PRIVATE_KEY
        ? {
            domainName: e.DKIM_DOMAIN,
            keySelector: e.DKIM_SELECTOR,
            privateKey: e.DKIM_PRIVATE_KEY.replace(/\\n/g, '\n'),
          }
        : undefined,
    mailFrom: e.MAIL_FROM ?? `no-reply@${(e.APP_DOMAIN ?? 'localhost').split(':')[0]}`,
    captcha: {
      recaptcha: { secretKey: e.RECAPTCHA_SECRET_KEY, verifyUrl: e.RECAPTCHA_VERIFY_URL },
      turnstile: { secretKey: e.TURNSTILE_SECRET_KEY, verifyUrl: e.TURNSTILE_VERIFY_URL },
      altcha: { cost: e.ALTCHA_COST, maxCounter: e.ALTCHA_MAX_COUNTER, lifetimeMs: 10 * 60_000 },
    },
    formRateLimits: { perAddress: e.FORM_RATE_LIMIT_PER_ADDRESS, perSite: e.FORM_RATE_LIMIT_PER_SITE },
    signInRateLimitPerMinute: e.SIGN_IN_RATE_LIMIT_PER_MINUTE,
    signUpRateLimitPer10Minutes: e.SIGN_UP_RATE_LIMIT_PER_10_MINUTES,
    mailDailyCapPerSite: e.MAIL_DAILY_CAP_PER_SITE,
    oembed: {
      endpoints: {
        YouTube: e.OEMBED_YOUTUBE_URL,
        Vimeo: e.OEMBED_VIMEO_URL,
        Wistia: e.OEMBED_WISTIA_URL,
        Animoto: e.OEMBED_ANIMOTO_URL,
      },
      timeoutMs: e.OEMBED_TIMEOUT_MS,
    },
    passwordHashCost: e.PASSWORD_HASH_COST,
    media: {
      siteBudgetBytes: e.MEDIA_SITE_BUDGET_MB * 1_000_000,
      uploadsPerMinutePerSite: e.MEDIA_UPLOAD_RATE_LIMIT_PER_SITE,
      s3:
        e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? {
              endpoint: e.S3_ENDPOINT,
              bucket: e.S3_BUCKET,
              region: e.S3_REGION,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
            }
          : undefined,
    },
  });
}

export function siteUrl(
  config: Pick<AppConfig, 'publicProtocol' | 'appDomain'>,
  identifier: string,
  path = '/',
): string {
  return `${config.publicProtocol}://${identifier}.${config.appDomain}${path}`;
}

function accessLogShareOf(value: string | undefined, nodeEnv: string | undefined): number {
  if (value === undefined) return nodeEnv === 'production' ? 0 : 1;
  if (value === 'on') return 1;
  if (value === 'off') return 0;
  return Number(value);
}
