import { describe, expect, it } from 'vitest';
import type { SiteMailContext } from '../mail';
import { createSubmissionInputs } from './submission-inputs';
import type { FormRow } from './tables';

const formRow = (id: string) => ({ id, websiteId: 'site', kind: 'form' }) as unknown as FormRow;
const mailContext = (websiteId: string) => ({ websiteId }) as unknown as SiteMailContext;

/** Sources that count their reads; `missing` names forms that are not found. */
function counting(missing = new Set<string>()) {
  const reads = { form: 0, mail: 0, page: 0 };
  const inputs = createSubmissionInputs(
    {
      form: async (_site, formId) => {
        reads.form += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return missing.has(formId) ? null : formRow(formId);
      },
      mailContext: async (websiteId) => {
        reads.mail += 1;
        return mailContext(websiteId);
      },
      pageReference: async (_site, claim) => {
        reads.page += 1;
        return {
          collectionId: claim.collectionId ?? null,
          pageId: null,
          contentSource: null,
          pagePermissionTypeValue: 1,
        };
      },
    },
    { mailContextTtlMs: 20 },
  );
  return { inputs, reads };
}

describe('submission inputs (per site and content version)', () => {
  it('reads a form once for 50 concurrent submissions of one version, again after a version bump', async () => {
    const { inputs, reads } = counting();
    const rows = await Promise.all(Array.from({ length: 50 }, () => inputs.form('site', 3, 'f1')));
    expect(reads.form).toBe(1);
    expect(new Set(rows).size).toBe(1);
    await inputs.form('site', 3, 'f1');
    expect(reads.form).toBe(1);
    await inputs.form('site', 4, 'f1'); // the form (or anything) was saved: a new version
    expect(reads.form).toBe(2);
    await inputs.form('other-site', 4, 'f1'); // another site's form id is its own key
    expect(reads.form).toBe(3);
  });

  it('does not keep a form that was not found (a form created later does not bump the version)', async () => {
    const missing = new Set(['new']);
    const { inputs, reads } = counting(missing);
    expect(await inputs.form('site', 1, 'new')).toBeNull();
    missing.delete('new');
    expect(await inputs.form('site', 1, 'new')).toMatchObject({ id: 'new' });
    expect(reads.form).toBe(2);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const inputs = createSubmissionInputs({
      form: async (_site, formId) => {
        if (fail) throw new Error('database away');
        return formRow(formId);
      },
      mailContext: async (websiteId) => mailContext(websiteId),
      pageReference: async () => ({
        collectionId: null,
        pageId: null,
        contentSource: null,
        pagePermissionTypeValue: null,
      }),
    });
    await expect(inputs.form('site', 1, 'f')).rejects.toThrow('database away');
    fail = false;
    await expect(inputs.form('site', 1, 'f')).resolves.toMatchObject({ id: 'f' });
  });

  it('keeps the mail context per version for a short time only (the owner address changes without a version)', async () => {
    const { inputs, reads } = counting();
    await Promise.all([inputs.mailContext('site', 1), inputs.mailContext('site', 1)]);
    expect(reads.mail).toBe(1);
    await inputs.mailContext('site', 2);
    expect(reads.mail).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 40));
    await inputs.mailContext('site', 2);
    expect(reads.mail).toBe(3);
  });

  it('reads every time without a version, and never for a page that claims no collection', async () => {
    const { inputs, reads } = counting();
    await inputs.form('site', undefined, 'f');
    await inputs.form('site', undefined, 'f');
    expect(reads.form).toBe(2);
    await inputs.pageReference('site', 1, { pageId: 'x' });
    expect(reads.page).toBe(1); // the source answers "no page" itself; nothing kept
    await inputs.pageReference('site', 1, { collectionId: 'c1', pageId: 'p1', contentSource: 'i' });
    await inputs.pageReference('site', 1, { collectionId: 'c1', pageId: 'p1', contentSource: 'i' });
    expect(reads.page).toBe(2);
    await inputs.pageReference('site', 1, { collectionId: 'c1', pageId: 'p2', contentSource: 'i' });
    expect(reads.page).toBe(3);
  });
});
