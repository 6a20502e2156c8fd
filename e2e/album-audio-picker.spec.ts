import { expect, test } from '@playwright/test';
import { createOwnedSite } from './site-owner';

/**
 * The album block's tracks take audio files from the media library (issue 16): "Choose audio…"
 * opens the library limited to audio, an upload dropped there is chosen, and the track plays it
 * on the published page. On a site of the spec's own.
 */
test('an owner picks an uploaded audio file for an album track; the visitor’s player has it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { owner, origin } = await createOwnedSite(browser, `Tunes ${Date.now().toString(36)}`);
  await owner.getByLabel('New page title').fill('Sessions');
  await owner.getByLabel('Show in').selectOption({ label: 'Not linked (hidden)' });
  await owner.getByRole('button', { name: 'Add page' }).click();
  await owner.getByRole('link', { name: '← Pages' }).click();
  const row = owner.getByRole('listitem').filter({ has: owner.getByRole('link', { name: 'Sessions' }) });
  const pagePath = (await row.locator('.page-row__url').textContent()) ?? '';
  await row.getByRole('link', { name: 'Sessions' }).click();
  await owner.getByLabel('Block type').selectOption({ label: 'Album' });
  await owner.getByRole('button', { name: 'Add block' }).click();
  const inspector = owner.getByRole('form', { name: 'Album block settings' });
  await inspector.getByRole('button', { name: 'Add track' }).click();
  await inspector.getByRole('button', { name: 'Choose audio…' }).click();
  const picker = owner.getByRole('dialog', { name: 'Choose an audio file' });
  // An MP3 (frame headers only) dropped on the library: chosen at once, as an upload is.
  const dataTransfer = await owner.evaluateHandle(() => {
    const frame = new Uint8Array(417);
    frame.set([0xff, 0xfb, 0x90, 0x64]);
    const bytes = new Uint8Array(417 * 20);
    for (let index = 0; index < 20; index += 1) bytes.set(frame, index * 417);
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'first-crack.mp3', { type: 'audio/mpeg' }));
    return transfer;
  });
  const library = picker.locator('.media-library');
  await library.dispatchEvent('dragenter', { dataTransfer });
  await library.dispatchEvent('dragover', { dataTransfer });
  await library.dispatchEvent('drop', { dataTransfer });
  await expect(picker.getByRole('button', { name: 'Use' })).toBeEnabled({ timeout: 30_000 });
  // The library here lists audio only: no image filter to choose.
  await picker.getByRole('button', { name: 'Use' }).click();
  await expect(picker).toBeHidden();
  const source = inspector.getByRole('textbox', { name: 'Audio file' });
  await expect(source).toHaveValue(/^\/s\/.*first-crack.*\.mp3$/);
  const chosen = await source.inputValue();
  await expect(inspector.getByRole('button', { name: 'Change audio…' })).toBeVisible();
  await expect(owner.getByText('All changes saved as draft')).toBeVisible({ timeout: 15_000 });
  await owner.getByRole('button', { name: 'Publish' }).click();
  await expect(owner.locator('.publish__state')).toHaveText(/Published|Up to date/);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${origin}${pagePath}`);
  // One track: the player needs no script (the album feature loads for a list to switch).
  const album = visitor.locator('[data-album]');
  await expect(album.locator('audio')).toHaveAttribute('src', chosen);
  await visitor.context().close();
  await owner.context().close();
});
