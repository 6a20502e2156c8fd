import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_FEEDBACK_MS, copyLabels, enhanceCodeCopyButtons } from './code-copy-buttons';

/**
 * Just enough of the DOM for the controller: a code block holding a copy button and its code.
 * Real EventTarget, so clicks go through real listener bookkeeping.
 */
class FakeButton extends EventTarget {
  hidden = true;
  textContent = 'Copy';
  readonly attributes = new Map<string, string>();
  constructor(private readonly block: FakeBlock | null) {
    super();
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  closest(selector: string) {
    return selector === '.sqs-block-code' ? this.block : null;
  }
}

class FakeBlock {
  constructor(private readonly code: string) {}
  querySelector(selector: string) {
    return selector === 'code' ? { textContent: this.code } : null;
  }
}

function page(...codes: string[]) {
  const buttons = codes.map((code) => new FakeButton(new FakeBlock(code)));
  const root = {
    querySelectorAll: (selector: string) => (selector === 'button[data-code-copy]' ? buttons : []),
  } as unknown as ParentNode;
  return { root, buttons };
}

/** Clicks, then lets the clipboard promise settle without moving the (fake) clock. */
const click = async (button: FakeButton) => {
  button.dispatchEvent(new Event('click'));
  for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
};

describe('code copy buttons', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reveals the buttons and announces politely', () => {
    const { root, buttons } = page('a', 'b');
    enhanceCodeCopyButtons(root, { clipboard: { writeText: vi.fn(async () => {}) } });
    for (const button of buttons) {
      expect(button.hidden).toBe(false);
      expect(button.attributes.get('aria-live')).toBe('polite');
    }
  });

  it('copies the code of its own block, shows Copied for 2 s, then restores the label', async () => {
    const writeText = vi.fn(async () => {});
    const { root, buttons } = page('const a = 1;', 'second block');
    enhanceCodeCopyButtons(root, { clipboard: { writeText } });

    await click(buttons[1]!);
    expect(writeText).toHaveBeenCalledWith('second block');
    expect(buttons[1]!.textContent).toBe(copyLabels.copied);

    vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1);
    expect(buttons[1]!.textContent).toBe(copyLabels.copied);
    vi.advanceTimersByTime(1);
    expect(buttons[1]!.textContent).toBe('Copy');
  });

  it('restarts the 2 s when clicked again while showing feedback', async () => {
    const { root, buttons } = page('x');
    enhanceCodeCopyButtons(root, { clipboard: { writeText: vi.fn(async () => {}) } });
    await click(buttons[0]!);
    vi.advanceTimersByTime(1500);
    await click(buttons[0]!);
    vi.advanceTimersByTime(1000); // the first click's timer would have restored the label by now
    expect(buttons[0]!.textContent).toBe(copyLabels.copied);
    vi.advanceTimersByTime(1000);
    expect(buttons[0]!.textContent).toBe('Copy');
  });

  it('says so when copying fails', async () => {
    const { root, buttons } = page('x');
    enhanceCodeCopyButtons(root, {
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    await click(buttons[0]!);
    expect(buttons[0]!.textContent).toBe(copyLabels.failed);
    vi.advanceTimersByTime(COPY_FEEDBACK_MS);
    expect(buttons[0]!.textContent).toBe('Copy');
  });

  it('leaves the buttons hidden where there is no clipboard', () => {
    const { root, buttons } = page('x');
    enhanceCodeCopyButtons(root, { clipboard: undefined });
    expect(buttons[0]!.hidden).toBe(true);
  });

  it('cleanup puts the buttons back as rendered and stops listening', async () => {
    const writeText = vi.fn(async () => {});
    const { root, buttons } = page('x');
    const cleanup = enhanceCodeCopyButtons(root, { clipboard: { writeText } });
    await click(buttons[0]!);

    cleanup();
    expect(buttons[0]!.hidden).toBe(true);
    expect(buttons[0]!.textContent).toBe('Copy');
    expect(buttons[0]!.attributes.has('aria-live')).toBe(false);
    buttons[0]!.dispatchEvent(new Event('click'));
    expect(writeText).toHaveBeenCalledTimes(1);
  });
});
