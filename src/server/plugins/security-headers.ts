import type { FastifyInstance } from 'fastify';
import { appPolicy, NON_HTML_POLICY } from '../render/content-security-policy';
import { isApiRoute } from './api-route';

/** Powerful browser features no page of ours uses; embeds keep fullscreen, autoplay and the like. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), serial=(), hid=(), midi=(), browsing-topics=()';
/** One year, on the exact host only: a custom domain's other subdomains are not ours to force onto HTTPS. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Security headers on every answer (SECURITY.md, "Security headers"), set in `onSend` so
 * errors, redirects, static files and rate-limit answers get them too. A route that chose a
 * header keeps it: published pages bring their own Content-Security-Policy (computed with the
 * page, render/content-security-policy.ts), the hand-off its `Referrer-Policy: no-referrer`.
 * Everything else HTML (the owners' app, the platform entry, sign-in and error pages) gets the
 * server pages' policy, with `frame-ancestors 'self'`; everything not HTML a policy that
 * allows nothing. API answers are `no-store` unless the route chose a cache policy: they
 * carry accounts, carts, orders and checkout answers that no shared cache may keep.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    /** `PUBLIC_PROTOCOL`: HSTS only over https; http images allowed only on http. */
    publicProtocol: 'http' | 'https';
    /** Texts of the inline `<style>` elements of the server's own pages, allowed by hash. */
    serverPageStyles: string[];
  },
): void {
  const https = options.publicProtocol === 'https';
  const serverPagePolicy = appPolicy({ inlineStyles: options.serverPageStyles, httpImages: !https });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('x-content-type-options')) reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('referrer-policy'))
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (!reply.hasHeader('permissions-policy')) reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (https) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    if (!reply.hasHeader('content-security-policy')) {
      const html = /^text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''));
      reply.header('content-security-policy', html ? serverPagePolicy : NON_HTML_POLICY);
      // For browsers older than CSP's frame-ancestors.
      if (html && !reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'SAMEORIGIN');
    }
    if (isApiRoute(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
