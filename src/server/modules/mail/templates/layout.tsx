import { Body, Container, Head, Html, Img, Link, Preview, Section, Text } from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';
import { mailColours, type MailBrand } from './brand';

/**
 * Dark mode where the client supports it (Apple Mail, iOS, Outlook.com, some Gmail apps): the
 * card goes dark and the text light. Clients that invert colours themselves (Gmail, Outlook)
 * get light-on-dark from our light-on-light choices, which invert cleanly because the text and
 * button colours keep a 4.5:1 contrast (brand.ts).
 */
const darkModeCss = (dark: boolean) =>
  dark
    ? ''
    : `@media (prefers-color-scheme: dark) {
  .mail-body, .mail-outer { background-color: #111111 !important; }
  .mail-card { background-color: #1c1c1c !important; border-color: #333333 !important; }
  .mail-text, .mail-text td, .mail-heading { color: #eeeeee !important; }
  .mail-muted { color: #b5b5b5 !important; }
  .mail-link { color: #9ecbff !important; }
}
[data-ogsc] .mail-text, [data-ogsc] .mail-heading { color: #eeeeee !important; }
[data-ogsc] .mail-muted { color: #b5b5b5 !important; }
@media only screen and (max-width: 620px) {
  .mail-card { padding: 20px 16px !important; }
}`;

export interface LayoutProps {
  brand: MailBrand;
  /** The line clients show beside the subject in the inbox. */
  preview: string;
  children: ReactNode;
  /** Small print under the card (why the reader got this mail, an unsubscribe link). */
  footer?: ReactNode;
}

/** Every mail's frame: one column, at most 600 px wide, the site's logo or title, its colours. */
export function MailLayout({ brand, preview, children, footer }: LayoutProps) {
  const colours = mailColours(brand.palette);
  const font = '-apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content={colours.darkSurface ? 'dark' : 'light dark'} />
        <meta name="supported-color-schemes" content={colours.darkSurface ? 'dark' : 'light dark'} />
        <style>{darkModeCss(colours.darkSurface)}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body
        className="mail-body"
        style={{ backgroundColor: colours.background, margin: 0, padding: '24px 0', fontFamily: font }}
      >
        <Container className="mail-outer" style={{ maxWidth: '600px', width: '100%', margin: '0 auto' }}>
          <Section style={{ padding: '0 16px 16px', textAlign: 'center' }} data-skip-in-text="true">
            {brand.logoUrl ? (
              <Link href={brand.siteUrl}>
                <Img
                  src={brand.logoUrl}
                  alt={brand.logoAlt || brand.siteTitle}
                  height="48"
                  style={{ display: 'inline-block', maxHeight: '48px', width: 'auto', border: 0 }}
                />
              </Link>
            ) : (
              <Link
                href={brand.siteUrl}
                className="mail-heading"
                style={{ color: colours.text, fontSize: '20px', fontWeight: 700, textDecoration: 'none' }}
              >
                {brand.siteTitle}
              </Link>
            )}
          </Section>
          <Section
            className="mail-card"
            style={{
              backgroundColor: colours.surface,
              border: `1px solid ${colours.border}`,
              borderTop: `4px solid ${colours.accent}`,
              borderRadius: '6px',
              padding: '28px 32px',
            }}
          >
            {children}
          </Section>
          <Section style={{ padding: '16px', textAlign: 'center' }}>
            {footer}
            <Text className="mail-muted" style={{ ...small, color: colours.muted }}>
              {brand.siteTitle} ·{' '}
              <MailLink brand={brand} href={brand.siteUrl}>
                {displayHost(brand.siteUrl)}
              </MailLink>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

const displayHost = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

const small: CSSProperties = { fontSize: '12px', lineHeight: '18px', margin: '4px 0' };

/** Body text in the card's colours. */
export function P({ brand, children, muted }: { brand: MailBrand; children: ReactNode; muted?: boolean }) {
  const colours = mailColours(brand.palette);
  return (
    <Text
      className={muted ? 'mail-muted' : 'mail-text'}
      style={{
        color: muted ? colours.muted : colours.text,
        fontSize: muted ? '13px' : '15px',
        lineHeight: muted ? '20px' : '24px',
        margin: '0 0 14px',
      }}
    >
      {children}
    </Text>
  );
}

export function Heading({ brand, children }: { brand: MailBrand; children: ReactNode }) {
  const colours = mailColours(brand.palette);
  return (
    <Text
      className="mail-heading"
      style={{
        color: colours.text,
        fontSize: '22px',
        lineHeight: '30px',
        fontWeight: 700,
        margin: '0 0 16px',
      }}
    >
      {children}
    </Text>
  );
}

export function MailLink({ brand, href, children }: { brand: MailBrand; href: string; children: ReactNode }) {
  const colours = mailColours(brand.palette);
  return (
    <Link href={href} className="mail-link" style={{ color: colours.link, textDecoration: 'underline' }}>
      {children}
    </Link>
  );
}

/**
 * The mail's one action, as a bulletproof button (a padded link, so Outlook shows it too), with
 * the address written out below for clients that hide buttons and for the text part.
 */
export function ActionButton({
  brand,
  href,
  children,
}: {
  brand: MailBrand;
  href: string;
  children: ReactNode;
}) {
  const colours = mailColours(brand.palette);
  return (
    <Section style={{ margin: '8px 0 20px' }}>
      <Link
        href={href}
        style={{
          backgroundColor: colours.accent,
          color: colours.onAccent,
          borderRadius: '4px',
          display: 'inline-block',
          fontSize: '15px',
          fontWeight: 600,
          lineHeight: '20px',
          padding: '12px 22px',
          textDecoration: 'none',
        }}
      >
        {children}
      </Link>
    </Section>
  );
}

export { small as smallText };
