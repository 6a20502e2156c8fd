import { describe, expect, it } from 'vitest';
import { parseCookie, serializeCookie } from './cookies';

describe('cookies', () => {
  it('finds a cookie by exact name and decodes it', () => {
    const cookies = 'xcrumb=wrong; crumb=a%2Fb%3D; other=1';
    expect(parseCookie(cookies, 'crumb')).toBe('a/b=');
    expect(parseCookie(cookies, 'missing')).toBeUndefined();
    expect(parseCookie('', 'crumb')).toBeUndefined();
  });

  it('keeps a value it cannot decode as it is', () => {
    expect(parseCookie('crumb=100%', 'crumb')).toBe('100%');
  });

  it('serializes with path, same-site, secure and max-age', () => {
    expect(serializeCookie('crumb', 'a b', { sameSite: 'Lax', secure: true, maxAgeSeconds: 60 })).toBe(
      'crumb=a%20b; Path=/; Max-Age=60; SameSite=Lax; Secure',
    );
    expect(serializeCookie('crumb', 'x')).toBe('crumb=x; Path=/');
  });
});
