import type { Picture } from '../artworks';
import { catalogFunctions } from '../catalog';
import { orderFunctions } from '../order';
import { designServiceFunctions } from '../design-service';
import { photoUpload, studioFunctions, studioSignInFunctions } from '../studio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invokeFunction } from '../functions-client';
import { fakeFunctions } from './fake-functions';

const picture: Picture = {
  alt: '',
  width: 800,
  height: 600,
  formats: [{ type: 'image/jpeg', files: [{ url: '/media/p1-800.jpg', width: 800 }] }],
};

const upload = (file: File) =>
  fetch(photoUpload.path, { method: 'POST', headers: { 'Content-Type': file.type }, body: file });

const logoPayment = {
  clientName: 'Lydia',
  email: 'lydia@example.com',
  phone: '555',
  amount: 300,
  projectType: 'Divine Design Logo Project',
} as const;

describe('the fake backend', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands each fake the body as the server would parse it, and records what the page sent', async () => {
    const functions = fakeFunctions({
      'create-payment': (body) => ({ body: { url: `https://pay.test/${body.address === '' ? 'default' : 'given'}` } }),
    });
    expect(await invokeFunction(designServiceFunctions, 'create-payment', logoPayment)).toEqual({
      url: 'https://pay.test/default',
    });
    expect(functions.calls('create-payment')).toEqual([{ name: 'create-payment', body: logoPayment }]);
  });

  it("passes on refusals in the server's { error } shape", async () => {
    fakeFunctions({ 'get-payment-options': () => ({ status: 503, body: { error: 'down' } }) });
    await expect(invokeFunction(orderFunctions, 'get-payment-options', {})).rejects.toMatchObject({
      status: 503,
      message: 'down',
    });
  });

  it('answers 404 for a function the test did not fake, as the server does for unknown names', async () => {
    fakeFunctions({});
    await expect(invokeFunction(catalogFunctions, 'get-printful-products', {})).rejects.toMatchObject({ status: 404 });
  });

  it.fails(
    'fails the test when the page sends a body the server would refuse, even if the page hides the error',
    async () => {
      fakeFunctions({ 'create-payment': () => ({ body: { url: 'https://pay.test/x' } }) });
      await fetch('/functions/v1/create-payment', { method: 'POST', body: JSON.stringify({ amount: 300 }) }).catch(
        () => undefined,
      );
    },
  );

  it.fails(
    'fails the test when a fake answers what the server never sends, even if the page hides the error',
    async () => {
      // @ts-expect-error The type already refuses this answer; the run-time check must too.
      fakeFunctions({ 'save-onboarding': () => ({ body: { saved: false } }) });
      await invokeFunction(designServiceFunctions, 'save-onboarding', { test: true, answers: {} }).catch(
        () => undefined,
      );
    },
  );

  it.fails('fails the test when an error answer is not in the { error } shape', async () => {
    // @ts-expect-error The type already refuses this answer; the run-time check must too.
    fakeFunctions({ 'get-payment-options': () => ({ status: 500, body: { message: 'down' } }) });
    await invokeFunction(orderFunctions, 'get-payment-options', {}).catch(() => undefined);
  });

  describe("the studio's calls", () => {
    it('answers the studio sign-in and signed-in functions from their own registries', async () => {
      const functions = fakeFunctions({
        'studio-session': () => ({ body: { signedIn: false } }),
        'studio-remove-passkey': () => ({ status: 409, body: { error: 'Keep at least one passkey.' } }),
      });
      expect(await invokeFunction(studioSignInFunctions, 'studio-session', {})).toEqual({ signedIn: false });
      await expect(invokeFunction(studioFunctions, 'studio-remove-passkey', { id: 'pk1' })).rejects.toMatchObject({
        status: 409,
        message: 'Keep at least one passkey.',
      });
      expect(functions.calls('studio-remove-passkey')).toEqual([
        { name: 'studio-remove-passkey', body: { id: 'pk1' } },
      ]);
    });

    it.fails('fails the test when the page saves an artwork draft the server would refuse', async () => {
      fakeFunctions({});
      await fetch('/functions/v1/studio-save-artwork', {
        method: 'POST',
        body: JSON.stringify({ title: '', year: null, price: -1 }),
      }).catch(() => undefined);
    });
  });

  describe('the photo upload', () => {
    const photo = () => new File(['jpeg bytes'], 'sunrise.jpg', { type: 'image/jpeg' });

    it('hands the fake the file with its type, and answers with the stored photo', async () => {
      const functions = fakeFunctions(
        {},
        { photoUpload: ({ contentType }) => ({ body: { photoId: `photo-${contentType}`, picture } }) },
      );
      const answer = await upload(photo());
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ photoId: 'photo-image/jpeg', picture });
      expect(functions.uploads()).toEqual([{ contentType: 'image/jpeg', file: expect.any(Blob) }]);
    });

    it("passes on a refusal in the server's { error } shape", async () => {
      fakeFunctions({}, { photoUpload: () => ({ status: 415, body: { error: 'Please choose a JPEG.' } }) });
      const answer = await upload(photo());
      expect(answer.status).toBe(415);
      expect(await answer.json()).toEqual({ error: 'Please choose a JPEG.' });
    });

    it('answers 404 when the test did not fake the upload', async () => {
      fakeFunctions({});
      expect((await upload(photo())).status).toBe(404);
    });

    it.fails('fails the test when the page sends JSON instead of the file', async () => {
      fakeFunctions({}, { photoUpload: () => ({ body: { photoId: 'p1', picture } }) });
      await fetch(photoUpload.path, { method: 'POST', body: JSON.stringify({ photo: 'x' }) }).catch(() => undefined);
    });

    it.fails('fails the test when the fake answers an upload with what the server never sends', async () => {
      // @ts-expect-error The type already refuses this answer; the run-time check must too.
      fakeFunctions({}, { photoUpload: () => ({ body: { photoId: 'p1' } }) });
      await upload(photo()).catch(() => undefined);
    });
  });
});
