import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { projectRoot } from '../paths';

/**
 * The container recipe cannot run here (no Docker daemon): its files are checked instead.
 * compose.yaml against the Compose specification's schema (deploy/compose-spec/), the topology
 * docs/deploy.md promises, the Dockerfile's shape, and nginx's cache rules (with `nginx -t` when
 * nginx is installed).
 */
const read = (path: string) => readFileSync(join(projectRoot, path), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
}

const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };

/** Compose durations (`5s`, `1m30s`), the schema's one custom format. */
const DURATION = /^((\d+(\.\d+)?)(us|ms|s|m|h))+$/;

function composeValidator() {
  const ajv = new Ajv2019({
    // The 2020 schema names its meta-schema with a trailing `#` and uses draft-04's `id`.
    strict: false,
    validateSchema: false,
    allErrors: true,
  });
  ajv.addFormat('duration', DURATION);
  // The schema's other custom formats, as Compose reads them.
  ajv.addFormat(
    'ports',
    /^((\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\]):)?(\d+(-\d+)?:)?\d+(-\d+)?(\/(tcp|udp))?$/i,
  );
  ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp))?$/);
  ajv.addFormat('subnet_ip_address', /^[0-9a-f.:]+\/\d{1,3}$/i);
  return ajv.compile(withoutDraft4Ids(JSON.parse(read('deploy/compose-spec/compose-spec.schema.json'))));
}

/**
 * The schema names its parts with draft-04's `id` (documentation only: nothing refers to them),
 * which ajv refuses; dropped here, the file stays as published. A property *named* `id` stays.
 */
function withoutDraft4Ids(node: unknown, isPropertyMap = false): object {
  if (Array.isArray(node)) return node.map((item: unknown) => withoutDraft4Ids(item));
  if (typeof node !== 'object' || node === null) return node as object;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => isPropertyMap || key !== 'id' || typeof value !== 'string')
      .map(([key, value]) => [
        key,
        withoutDraft4Ids(value, !isPropertyMap && (key === 'properties' || key === 'patternProperties')),
      ]),
  );
}

describe('compose.yaml', () => {
  it('is valid against the Compose specification schema', () => {
    const validate = composeValidator();
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('the schema really judges: a misspelt key and a bad duration are refused', () => {
    const validate = composeValidator();
    expect(validate({ services: { web: { image: 'x', comand: ['--role=web'] } } })).toBe(false);
    expect(validate({ services: { web: { image: 'x', healthcheck: { interval: 'often' } } } })).toBe(false);
    expect(validate({ services: { web: { image: 'x', ports: ['80:eighty'] } } })).toBe(false);
    expect(validate({ services: { web: { image: 'x', command: ['--role=web'] } } })).toBe(true);
  });

  it('runs PostgreSQL, Redis, MinIO, two web processes, one worker and nginx', () => {
    const { services } = compose;
    const app = Object.entries(services).filter(([, service]) => service.build !== undefined);
    const withRole = (role: string) => app.filter(([, service]) => service.command?.includes(role));
    expect(withRole('--role=web').map(([name]) => name)).toEqual(['web-1', 'web-2']);
    expect(withRole('--role=worker').map(([name]) => name)).toEqual(['worker']);
    expect(withRole('--migrate-only').map(([name]) => name)).toEqual(['migrate']);
    expect(services.postgres?.image).toMatch(/^postgres:15/);
    expect(services.redis?.image).toMatch(/^redis:/);
    expect(services.minio?.image).toMatch(/^minio\/minio/);
    expect(services.nginx?.image).toMatch(/^nginx:/);
    for (const [name, service] of [...withRole('--role=web'), ...withRole('--role=worker')]) {
      const env = service.environment!;
      expect(env.DATABASE_URL, name).toMatch(/@postgres:5432\//);
      expect(env.REDIS_URL, name).toBe('redis://redis:6379');
      expect(env.S3_ENDPOINT, name).toBe('http://minio:9000');
      expect(env.APP_SECRET, name).toContain('${APP_SECRET:?');
      expect(service.depends_on?.migrate?.condition, name).toBe('service_completed_successfully');
    }
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  it('builds in one stage and runs in another, as a non-root user, with sharp prebuilt', () => {
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/^COPY --from=build /m);
    const lastUser = [...dockerfile.matchAll(/^USER (\S+)/gm)].at(-1)?.[1];
    expect(lastUser).toBe('node');
    expect(dockerfile).toContain('npm prune --omit=dev');
    // No build tools for sharp in the image: npm ci takes its prebuilt libvips package.
    expect(dockerfile).not.toMatch(/build-essential|libvips-dev|python3/);
    expect(dockerfile).toContain('ENTRYPOINT ["tini", "--", "node", "dist/server/main.js"]');
  });
});

describe('nginx cache rules', () => {
  const conf = read('deploy/nginx/sitebuilder.conf');
  it('never stores answers with Set-Cookie or requests with session, cart, unlock, member or preview cookies', () => {
    const noCache = /proxy_no_cache([^;]+);/.exec(conf)?.[1] ?? '';
    expect(noCache).toContain('$upstream_http_set_cookie');
    expect(noCache).toContain('$sitebuilder_personal_cookie');
    expect(noCache).toContain('$sitebuilder_not_public');
    expect(/proxy_cache_bypass([^;]+);/.exec(conf)?.[1]).toContain('$sitebuilder_personal_cookie');
    const cookiePattern = /"(~\(\^\|;\\s\*\)\(sid[^"]+)"/.exec(conf)?.[1];
    const personal = new RegExp(cookiePattern!.slice(1));
    for (const cookie of ['sid=abc', 'crumb=x; cart=y', 'pp_01abc=z', 'member_session=1', 'preview=1'])
      expect(personal.test(cookie), cookie).toBe(true);
    for (const cookie of ['crumb=x', 'ss_lastid=1; consent=all', 'cart-count=2', 'xsid=1'])
      expect(personal.test(cookie), cookie).toBe(false);
  });

  it('keys the cache by the site content version the app answers (a publish makes a new key)', () => {
    expect(conf).toContain('auth_request /_sitebuilder/cache-version;');
    expect(conf).toContain('auth_request_set $sitebuilder_version $upstream_http_x_cache_version;');
    expect(/proxy_cache_key "([^"]+)";\n\s+proxy_cache_methods/.exec(conf)?.[1]).toContain(
      '$sitebuilder_version',
    );
  });

  const nginx = spawnSync('nginx', ['-v']).status === 0;
  it.runIf(nginx)('is accepted by nginx -t (upstreams pointed at this machine)', () => {
    const folder = mkdtempSync(join(tmpdir(), 'nginx-conf-'));
    try {
      mkdirSync(join(folder, 'tls'));
      // compose.yaml mounts a volume there; nginx makes the folders below it.
      mkdirSync(join(folder, 'cache'));
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
          '-keyout',
          join(folder, 'tls/privkey.pem'),
          '-out',
          join(folder, 'tls/fullchain.pem'),
        ],
        { stdio: 'ignore' },
      );
      const site = conf
        .replace(/web-(\d):3000/g, '127.0.0.1:30$10')
        .replaceAll('/etc/nginx/tls', join(folder, 'tls'))
        .replaceAll('/var/cache/nginx/sitebuilder', join(folder, 'cache'))
        .replace(
          /listen (\[::\]:)?(80|443)/g,
          (_all, v6: string | undefined, port: string) =>
            `listen ${v6 ?? ''}${port === '80' ? 18080 : 18443}`,
        );
      writeFileSync(join(folder, 'site.conf'), site);
      writeFileSync(
        join(folder, 'nginx.conf'),
        `pid ${folder}/nginx.pid;\nerror_log ${folder}/error.log;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path ${folder}/body;\n  include ${folder}/site.conf;\n}\n`,
      );
      const result = spawnSync('nginx', ['-t', '-p', folder, '-c', join(folder, 'nginx.conf')], {
        encoding: 'utf8',
      });
      expect(result.stderr).toContain('syntax is ok');
      expect(result.status, result.stderr).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
