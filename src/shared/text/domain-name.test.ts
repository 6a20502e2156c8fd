import { describe, expect, it } from 'vitest';
import { normalizeDomainName } from './domain-name';

describe('normalizeDomainName', () => {
  it('lowercases, drops a trailing dot and converts IDN to punycode', () => {
    expect(normalizeDomainName(' WWW.Example.COM. ')).toBe('www.example.com');
    expect(normalizeDomainName('café.example')).toBe('xn--caf-dma.example');
    expect(normalizeDomainName('bücher.de')).toBe('xn--bcher-kva.de');
    expect(normalizeDomainName('xn--bcher-kva.de')).toBe('xn--bcher-kva.de');
  });

  it.each([
    ['', 'empty'],
    ['localhost', 'one label'],
    ['1.2.3.4', 'IPv4'],
    ['0x7f.1', 'IPv4 in hex'],
    ['2130706433', 'IPv4 as a number'],
    ['[::1]', 'IPv6'],
    ['example.com:8080', 'port'],
    ['http://example.com', 'scheme'],
    ['example.com/path', 'path'],
    ['user@example.com', 'credentials'],
    ['exa mple.com', 'space'],
    ['exa\u0000mple.com', 'NUL byte'],
    ['-bad.example.com', 'label starting with a hyphen'],
    ['bad-.example.com', 'label ending with a hyphen'],
    ['a..example.com', 'empty label'],
    [`${'a'.repeat(64)}.com`, 'label over 63'],
    [`${'abcdefghi.'.repeat(26)}com`, 'over 253 in all'],
    ['x'.repeat(10_000_000), '10 MB'],
    ['example.123', 'numeric top-level label'],
    ['ex_ample.com', 'underscore'],
  ])('refuses %j (%s)', (input) => {
    expect(normalizeDomainName(input)).toBeNull();
  });
});
