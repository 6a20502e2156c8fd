/**
 * The captcha bound to a form: ALTCHA (self-hosted proof of work, the default) or the
 * reCAPTCHA / Turnstile widgets. Each is loaded only when a form on the page uses it.
 */
import type { CaptchaProvider } from '../../shared/forms/definition';

/** Third-party widgets render compact in containers narrower than this (media-and-platform §9). */
export const CAPTCHA_COMPACT_WIDTH = 320;
export const ALTCHA_CHALLENGE_URL = '/api/form/captcha/challenge';
/** The widget's stylesheet among our assets (scripts/build.mjs defines it; undefined in tests). */
declare const ALTCHA_CSS_URL: string | undefined;

/**
 * ALTCHA injects its CSS as an inline <style> unless an element with id `altcha-css` exists;
 * the pages' Content-Security-Policy refuses inline styles, so the same CSS comes as a file.
 */
function linkAltchaStylesheet(): void {
  if (typeof ALTCHA_CSS_URL !== 'string' || document.getElementById('altcha-css')) return;
  const link = document.createElement('link');
  link.id = 'altcha-css';
  link.rel = 'stylesheet';
  link.href = ALTCHA_CSS_URL;
  document.head.append(link);
}

export interface Captcha {
  /** The answer to send as captchaKey, solving first when needed; null when there is none. */
  answer(): Promise<string | null>;
  reset(): void;
  showError(message: string): void;
}

interface ThirdPartyApi {
  render(element: HTMLElement, options: Record<string, unknown>): string | number;
  getResponse(id?: string | number): string | undefined;
  reset(id?: string | number): void;
}

const SCRIPTS: Record<'recaptcha' | 'turnstile', { url: string; global: string }> = {
  recaptcha: { url: 'https://www.google.com/recaptcha/api.js?render=explicit', global: 'grecaptcha' },
  turnstile: {
    url: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    global: 'turnstile',
  },
};

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${url}`));
    document.head.append(script);
  });
}

async function waitForGlobal(name: string): Promise<ThirdPartyApi> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const api = (window as unknown as Record<string, ThirdPartyApi | undefined>)[name];
    if (api && typeof api.render === 'function') return api;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${name} did not load`);
}

export function mountCaptcha(
  container: HTMLElement,
  settings: { provider: CaptchaProvider; siteKey: string },
  form: HTMLFormElement,
): Captcha | null {
  const errorBox = container.querySelector<HTMLElement>('.captcha-error');
  const showError = (message: string) => {
    if (!errorBox) return;
    errorBox.textContent = message;
    errorBox.hidden = message === '';
  };

  if (settings.provider === 'altcha') {
    const widget = document.createElement('altcha-widget');
    widget.setAttribute('challenge', ALTCHA_CHALLENGE_URL);
    widget.setAttribute('name', 'altcha');
    widget.setAttribute('auto', 'onfocus');
    container.append(widget);
    linkAltchaStylesheet();
    const loaded = import('altcha').catch((error: unknown) => console.error('Captcha failed to load', error));
    return {
      async answer() {
        await loaded;
        await customElements.whenDefined('altcha-widget');
        showError('');
        const field = form.querySelector<HTMLInputElement>('input[name="altcha"]');
        if (widget.getState() === 'verified' && field?.value) return field.value;
        const result = await widget.verify().catch(() => null);
        return result?.payload ?? form.querySelector<HTMLInputElement>('input[name="altcha"]')?.value ?? null;
      },
      reset() {
        void loaded.then(() => widget.reset?.());
      },
      showError,
    };
  }

  if (settings.provider === 'recaptcha' || settings.provider === 'turnstile') {
    const { url, global } = SCRIPTS[settings.provider];
    const slot = document.createElement('div');
    container.append(slot);
    const size = container.getBoundingClientRect().width < CAPTCHA_COMPACT_WIDTH ? 'compact' : 'normal';
    const ready = loadScript(url)
      .then(() => waitForGlobal(global))
      .then((api) => ({ api, id: api.render(slot, { sitekey: settings.siteKey, size }) }))
      .catch((error: unknown) => {
        console.error('Captcha failed to load', error);
        return null;
      });
    return {
      async answer() {
        const widget = await ready;
        showError('');
        return widget?.api.getResponse(widget.id) || null;
      },
      reset() {
        void ready.then((widget) => widget?.api.reset(widget.id));
      },
      showError,
    };
  }
  return null;
}
