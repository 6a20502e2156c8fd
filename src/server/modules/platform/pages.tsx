import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';

/**
 * Server-rendered screens outside published sites: the platform's front door and the
 * owners' sign-in at /config/. They work without JavaScript; the full owners' app replaces
 * the signed-in screen.
 */
/** Allowed by its hash in the server pages' policy (plugins/security-headers.ts). */
export const PLATFORM_SCREEN_STYLES = `body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1d1d1b;background:#f6f4ef;display:grid;place-items:center;min-height:100vh}
main{width:min(26rem,calc(100% - 2rem));background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.08),0 8px 32px rgba(0,0,0,.06);padding:2rem}
h1{font-size:1.5rem;margin:0 0 .25rem}p{margin:.5rem 0 1rem;color:#55534e}label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;box-sizing:border-box;font:inherit;padding:.6rem .75rem;border:1px solid #c9c5bb;border-radius:4px}
button{margin-top:1.25rem;width:100%;font:inherit;font-weight:600;padding:.7rem;border:0;border-radius:4px;background:#1d1d1b;color:#fff;cursor:pointer}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #e0a526;outline-offset:2px}.error{color:#a02222;font-weight:600}a{color:#1d1d1b}`;

function Screen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: PLATFORM_SCREEN_STYLES }} />
      </head>
      <body>
        <main>{children}</main>
      </body>
    </html>
  );
}

const html = (node: ReactNode) => '<!doctype html>' + renderToString(node);

export function signInPage(input: {
  siteTitle: string;
  crumb: string;
  error?: string;
  email?: string;
  platformUrl?: string;
}): string {
  return html(
    <Screen title={`Sign in — ${input.siteTitle}`}>
      <h1>Sign in</h1>
      <p>to edit {input.siteTitle}</p>
      {input.error && (
        <p className="error" role="alert" id="sign-in-error">
          {input.error}
        </p>
      )}
      <form method="post" action="/config/sign-in">
        <input type="hidden" name="crumb" value={input.crumb} />
        <label htmlFor="email">E-mail</label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={input.email ?? ''}
          aria-describedby={input.error ? 'sign-in-error' : undefined}
        />
        <label htmlFor="password">Password</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required />
        <button type="submit">Sign in</button>
      </form>
      {input.platformUrl && (
        <>
          <p>
            <a href={`${input.platformUrl}reset-password`}>Forgot your password?</a>
          </p>
          <p>
            New here? <a href={input.platformUrl}>Create an account and your own site</a>
          </p>
        </>
      )}
    </Screen>,
  );
}

export function signedInPage(input: {
  siteTitle: string;
  siteUrl: string;
  displayName: string;
  email: string;
  crumb: string;
  isContributor: boolean;
}): string {
  return html(
    <Screen title={`${input.siteTitle} — Owners`}>
      <h1>{input.siteTitle}</h1>
      <p>
        Signed in as <strong>{input.displayName}</strong> ({input.email}).
      </p>
      {input.isContributor ? (
        <p>
          <a href={input.siteUrl}>View the published site</a>
        </p>
      ) : (
        <p className="error" role="alert">
          This account is not a contributor to this site.
        </p>
      )}
      <form method="post" action="/config/sign-out">
        <input type="hidden" name="crumb" value={input.crumb} />
        <button type="submit">Sign out</button>
      </form>
    </Screen>,
  );
}
