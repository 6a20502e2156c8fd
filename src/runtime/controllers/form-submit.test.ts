// The runtime must not use Node, but its tests need a real HTTP server to talk to.
// eslint-disable-next-line no-restricted-imports
import { createServer, type Server } from 'node:http';
// eslint-disable-next-line no-restricted-imports
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataLayer } from '../core/data-layer';
import { formRuntimeMessages, submitForm } from './form-submit';

/**
 * The visitor side of the error catalogue (visitor-runtime §8): every answer a server can give
 * to FormSubmissionKey and SaveFormSubmission becomes the spec's message. The server here is a
 * plain HTTP server that answers as told, so every status can be produced on demand.
 */
let server: Server;
let origin: string;
let keyAnswer: { status: number; body: string } = { status: 200, body: '{"key":"k1"}' };
let saveAnswer: { status: number; body: string } = {
  status: 200,
  body: '{"success":true,"submissionId":"s1"}',
};
let lastSave: Record<string, unknown> | undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const answer = request.url?.startsWith('/api/form/FormSubmissionKey') ? keyAnswer : saveAnswer;
      if (request.url?.startsWith('/api/form/SaveFormSubmission'))
        lastSave = JSON.parse(body) as Record<string, unknown>;
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const layer = () => createDataLayer({ baseUrl: origin, getCrumb: () => 'crumb-value', setCrumb: () => {} });
const send = () =>
  submitForm(layer(), {
    formId: 'f1',
    values: { email: 'a@b.co', name: ['A', 'B'] },
    captchaKey: 'cap',
    page: { pagePath: '/contact', pageTitle: 'Contact' },
    analytics: { visitorCookie: 'v' },
  });
const answerSave = (status: number, body: unknown) =>
  (saveAnswer = { status, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('submitForm', () => {
  it('sends the spec’s payload: key, formId, the form as a JSON map, captcha, page and analytics fields', async () => {
    answerSave(200, { success: true, submissionId: 's1' });
    expect(await send()).toEqual({ ok: true, submissionId: 's1' });
    expect(lastSave).toMatchObject({
      key: 'k1',
      formId: 'f1',
      captchaKey: 'cap',
      pagePath: '/contact',
      pageTitle: 'Contact',
      visitorCookie: 'v',
      isOverlayForm: false,
    });
    expect(JSON.parse(String(lastSave?.form))).toEqual({ email: 'a@b.co', name: ['A', 'B'] });
  });

  it('turns each failure status into the catalogue’s message', async () => {
    const cases: Array<[number, unknown, string]> = [
      [401, { error: 'x' }, 'Unable to submit form. Please try again later.'],
      [404, { error: 'x' }, 'This form has not been configured yet.'],
      [429, { error: 'x' }, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
      [500, { error: 'x' }, 'Unable to send form. Please try again later.'],
      [400, { error: 'Complete CAPTCHA before submitting.' }, 'Complete CAPTCHA before submitting.'],
      [418, { error: 'Teapot says no' }, 'Teapot says no'],
      [418, {}, 'Unknown error, please try again later.'],
    ];
    for (const [status, body, message] of cases) {
      answerSave(status, body);
      expect(await send(), String(status)).toEqual({ ok: false, status, message, fieldErrors: {} });
    }
  });

  it('hands field errors back keyed by field id, with the notice above', async () => {
    answerSave(400, {
      code: 'validation',
      error: 'One or more fields is invalid, please check your entries.',
      errors: { email: 'Email is not valid.' },
    });
    expect(await send()).toEqual({
      ok: false,
      status: 400,
      message: formRuntimeMessages.noticeAbove,
      fieldErrors: { email: 'Email is not valid.' },
    });
  });

  it('says when no key could be had, and when an answer cannot be read', async () => {
    keyAnswer = { status: 500, body: '{}' };
    expect(await send()).toMatchObject({
      ok: false,
      message: 'Could not get a form submission key, please try again later.',
    });
    keyAnswer = { status: 200, body: '{"key":"k1"}' };
    answerSave(200, 'not json');
    expect((await send()).ok).toBe(false);
    answerSave(200, { nothing: true });
    expect(await send()).toMatchObject({
      ok: false,
      message: 'Error processing form submission. Please reload and try again.',
    });
  });
});
