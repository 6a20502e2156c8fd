import { describe, expect, it } from 'vitest';
import { colourThemes } from '../../../../shared/design/tokens';
import { formNotificationMail, mailTemplates, renderMail, renderPreview } from './index';
import { sampleBrand } from './samples';

describe('mail templates', () => {
  for (const mail of mailTemplates) {
    it(`${mail.name}: HTML and text from one template, as snapshotted`, async () => {
      const rendered = await renderMail(mail as never, mail.sample(sampleBrand) as never);
      await expect(rendered.html).toMatchFileSnapshot(`./__snapshots__/${mail.name}.html`);
      await expect(`Subject: ${rendered.subject}\n\n${rendered.text}\n`).toMatchFileSnapshot(
        `./__snapshots__/${mail.name}.txt`,
      );
      // Phones and dark mode: one column of at most 600 px, colour schemes declared.
      expect(rendered.html).toContain('max-width:600px');
      expect(rendered.html).toContain('<meta name="color-scheme" content="light dark"');
      expect(rendered.html).toContain('prefers-color-scheme: dark');
      expect(rendered.html).toContain(sampleBrand.logoUrl);
    });
  }

  it('previews render every template by name in the given brand, and nothing for an unknown name', async () => {
    const midnight = { ...sampleBrand, logoUrl: null, palette: colourThemes.midnight.palette };
    const preview = await renderPreview('order-confirmation', midnight);
    expect(preview?.html).toContain(colourThemes.midnight.palette.accent);
    expect(preview?.html).toContain('Harbour Coffee</a>');
    expect(await renderPreview('no-such-mail', sampleBrand)).toBeNull();
  });

  it('visitor input is text in the HTML part, never markup', async () => {
    const hostile =
      '<img src=x onerror=alert(1)><a href="https://evil.example">click</a></td></tr><script>x()</script>';
    const rendered = await renderMail(formNotificationMail, {
      ...formNotificationMail.sample(sampleBrand),
      formName: `Contact ${hostile}`,
      fields: [
        { label: `Name ${hostile}`, value: hostile, multiline: false },
        { label: 'Message', value: `line one\n${hostile}\nline three`, multiline: true },
      ],
    });
    expect(rendered.html).not.toMatch(/<img src=x|<script|<a href="https:\/\/evil|<\/td><\/tr><script/);
    expect(rendered.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // Line breaks of a multi-line answer survive as <br>, in both parts.
    expect(rendered.html).toMatch(/line one<br\/?>&lt;img/);
    expect(rendered.text).toMatch(/line one\n<img src=x/);
  });
});
