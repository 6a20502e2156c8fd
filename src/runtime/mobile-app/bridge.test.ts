import { describe, expect, it } from 'vitest';
import { backAddress, createBridge, type BridgeWindow } from './bridge';

function setUp(target: BridgeWindow, search = '?platform=mobile-app') {
  const logs: string[] = [];
  const visited: string[] = [];
  const bridge = createBridge(target, {
    log: (message) => logs.push(message),
    navigate: (url) => visited.push(url),
    search,
  });
  return { bridge, logs, visited };
}

describe('native bridge', () => {
  it('sends info and dismiss as JSON through the Android interface', () => {
    const sent: string[] = [];
    const { bridge, logs, visited } = setUp({
      SiteBuilderNativeBridge: { postMessage: (text) => sent.push(text) },
    });
    expect(bridge.available()).toBe(true);
    bridge.info({ pageType: 'page' });
    bridge.dismiss();
    expect(sent.map((text) => JSON.parse(text))).toEqual([
      { type: 'info', data: { pageType: 'page' } },
      { type: 'dismiss' },
    ]);
    expect(logs).toEqual([]);
    expect(visited).toEqual([]);
  });

  it('uses the iOS message handler when that is the one installed', () => {
    const sent: string[] = [];
    const { bridge } = setUp({
      webkit: { messageHandlers: { sitebuilder: { postMessage: (text) => sent.push(text) } } },
    });
    bridge.dismiss();
    expect(JSON.parse(sent[0]!)).toEqual({ type: 'dismiss' });
  });

  it('settles requests by id when the app answers, and ignores unknown ids', async () => {
    const sent: Array<{ id: string; name: string; data: unknown }> = [];
    const { bridge } = setUp({
      SiteBuilderNativeBridge: { postMessage: (text) => sent.push(JSON.parse(text)) },
    });
    const first = bridge.request('location', { precise: false });
    const second = bridge.request('camera');
    expect(sent.map((message) => message.name)).toEqual(['location', 'camera']);
    expect(sent[0]!.id).not.toBe(sent[1]!.id);
    expect(bridge.respond('no-such-id', {})).toBe(false);
    expect(bridge.respond(sent[1]!.id, null, 'Permission denied')).toBe(true);
    expect(bridge.respond(sent[0]!.id, { lat: 1, lng: 2 })).toBe(true);
    await expect(first).resolves.toEqual({ lat: 1, lng: 2 });
    await expect(second).rejects.toThrow('Permission denied');
    // Answered once: a second answer for the same id changes nothing.
    expect(bridge.respond(sent[0]!.id, 'again')).toBe(false);
  });

  it('without a bridge logs "bridge handler not found", goes to the app’s back address on dismiss and refuses requests', async () => {
    const { bridge, logs, visited } = setUp({}, '?platform=mobile-app&appScheme=Larkspur');
    expect(bridge.available()).toBe(false);
    bridge.dismiss();
    expect(visited).toEqual(['larkspur://back']);
    await expect(bridge.request('location')).rejects.toThrow('bridge handler not found');
    expect(logs).toEqual(['bridge handler not found', 'bridge handler not found']);
  });

  it('never sends a visitor to a web or script address in the app’s name', () => {
    for (const scheme of ['javascript', 'https', 'http', 'data', 'file', '1bad', 'a', 'x y', ''])
      expect(backAddress(`?appScheme=${encodeURIComponent(scheme)}`)).toBe('sitebuilder-app://back');
    expect(backAddress('')).toBe('sitebuilder-app://back');
    expect(backAddress('?appScheme=com.larkspur.app')).toBe('com.larkspur.app://back');
  });
});
