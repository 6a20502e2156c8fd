import { LCPThresholds, CLSThresholds, INPThresholds, FCPThresholds, TTFBThresholds } from 'web-vitals';
import { describe, expect, it } from 'vitest';
import { ContributorRole } from '../enums/platform';
import { deviceClassOf } from './device';
import { shouldRecordHit } from './recording-rules';
import {
  nextVisitorRecord,
  parseVisitTimestamp,
  parseVisitorRecord,
  serializeVisitorRecord,
} from './visitor-record';
import { rateWebVital, webVitalThresholds } from './web-vitals';

describe('visitor record cookie', () => {
  it('is an id then four positive integers separated by pipes', () => {
    const record = {
      id: 'a1b2c3d4-0000',
      firstVisit: 1700000000000,
      previousVisit: 1700000100000,
      currentVisit: 1700000200000,
      visitCount: 4,
    };
    expect(serializeVisitorRecord(record)).toBe('a1b2c3d4-0000|1700000000000|1700000100000|1700000200000|4');
    expect(parseVisitorRecord(serializeVisitorRecord(record))).toEqual(record);
  });

  it.each([
    '',
    'abc',
    'a1b2c3d4|1|2|3',
    'a1b2c3d4|1|2|3|0',
    'a1b2c3d4|1|2|-3|4',
    'a1b2c3d4|1|2|3|4|5',
    'bad id!|1|2|3|4',
    'a1b2c3d4|1.5|2|3|4',
  ])('rejects %j', (value) => {
    expect(parseVisitorRecord(value)).toBeNull();
  });

  it('reads the visit cookie as a positive integer', () => {
    expect(parseVisitTimestamp('1700000000000')).toBe(1700000000000);
    expect(parseVisitTimestamp('0')).toBeNull();
    expect(parseVisitTimestamp('soon')).toBeNull();
    expect(parseVisitTimestamp(undefined)).toBeNull();
  });

  it('creates a record when absent', () => {
    expect(nextVisitorRecord(null, null, 1000, () => 'new-visitor-1')).toEqual({
      record: {
        id: 'new-visitor-1',
        firstVisit: 1000,
        previousVisit: 1000,
        currentVisit: 1000,
        visitCount: 1,
      },
      newVisit: true,
    });
  });

  it('increments the visit count and renews the visit when the visit cookie expired', () => {
    const existing = {
      id: 'visitor-1',
      firstVisit: 1000,
      previousVisit: 1000,
      currentVisit: 2000,
      visitCount: 2,
    };
    expect(nextVisitorRecord(existing, null, 9000, () => 'unused')).toEqual({
      record: { id: 'visitor-1', firstVisit: 1000, previousVisit: 2000, currentVisit: 9000, visitCount: 3 },
      newVisit: true,
    });
  });

  it('keeps the record within a visit', () => {
    const existing = {
      id: 'visitor-1',
      firstVisit: 1000,
      previousVisit: 1000,
      currentVisit: 2000,
      visitCount: 2,
    };
    expect(nextVisitorRecord(existing, 2500, 3000, () => 'unused')).toEqual({
      record: existing,
      newVisit: false,
    });
  });
});

describe('hit recording rules', () => {
  const base = { censusDisabled: false, accountRoles: null, pageType: 'page', path: '/about' };
  it('records anonymous visitors on ordinary pages', () => expect(shouldRecordHit(base)).toBe(true));
  it.each(['not-found', 'lock-screen', 'access-denied'])('never on %s pages', (pageType) =>
    expect(shouldRecordHit({ ...base, pageType })).toBe(false),
  );
  it('never on /search or with census disabled', () => {
    expect(shouldRecordHit({ ...base, path: '/search' })).toBe(false);
    expect(shouldRecordHit({ ...base, censusDisabled: true })).toBe(false);
  });
  it('records viewers outside config pages only, never other contributors', () => {
    expect(shouldRecordHit({ ...base, accountRoles: [ContributorRole.viewer] })).toBe(true);
    expect(shouldRecordHit({ ...base, accountRoles: [ContributorRole.viewer], path: '/config/pages' })).toBe(
      false,
    );
    expect(shouldRecordHit({ ...base, accountRoles: [ContributorRole.admin] })).toBe(false);
    expect(shouldRecordHit({ ...base, accountRoles: [ContributorRole.viewer, ContributorRole.editor] })).toBe(
      false,
    );
  });
});

describe('web vitals ratings', () => {
  it('use the thresholds the web-vitals library publishes', () => {
    expect(webVitalThresholds).toEqual({
      LCP: LCPThresholds,
      CLS: CLSThresholds,
      INP: INPThresholds,
      FCP: FCPThresholds,
      TTFB: TTFBThresholds,
    });
  });
  it('rate good, needs improvement and poor at the boundaries', () => {
    expect(rateWebVital('LCP', 2500)).toBe('good');
    expect(rateWebVital('LCP', 2501)).toBe('needs-improvement');
    expect(rateWebVital('LCP', 4001)).toBe('poor');
    expect(rateWebVital('CLS', 0.1)).toBe('good');
    expect(rateWebVital('CLS', 0.3)).toBe('poor');
  });
});

describe('device class', () => {
  it('tells phones, tablets and desktops apart', () => {
    expect(deviceClassOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 390)).toBe(
      'mobile',
    );
    expect(deviceClassOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', 820)).toBe('tablet');
    expect(deviceClassOf('Mozilla/5.0 (Linux; Android 14; SM-X710)', 1200)).toBe('tablet');
    expect(deviceClassOf('Mozilla/5.0 (X11; Linux x86_64)', 1280)).toBe('desktop');
    expect(deviceClassOf('Mozilla/5.0 (X11; Linux x86_64)', 400)).toBe('mobile');
  });
});
