import { photoUpload } from 'shared-contracts/studio';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { samplePicture } from 'shared-contracts/testing/pictures';
import { uploadPhoto } from './photo-upload';

describe('the photo upload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the file itself, labelled with its type, and answers the stored photo', async () => {
    const functions = fakeFunctions(
      {},
      { photoUpload: () => ({ body: { photoId: 'p1', picture: samplePicture(1) } }) },
    );
    const file = new File(['png bytes'], 'sketch.png', { type: 'image/png' });
    expect(await uploadPhoto(file)).toEqual({ photoId: 'p1', picture: samplePicture(1) });
    expect(functions.uploads()).toEqual([{ contentType: 'image/png', file }]);
  });

  it("names the file in the server's refusal and keeps its status", async () => {
    fakeFunctions({}, { photoUpload: () => ({ status: 401, body: { error: 'Please sign in to the studio.' } }) });
    await expect(uploadPhoto(new File(['x'], 'a.webp', { type: 'image/webp' }))).rejects.toMatchObject({
      status: 401,
      message: '“a.webp” was not added: Please sign in to the studio.',
    });
  });

  it('refuses a photo larger than the server takes without sending it', async () => {
    const functions = fakeFunctions(
      {},
      { photoUpload: () => ({ body: { photoId: 'p1', picture: samplePicture(1) } }) },
    );
    const big = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: photoUpload.maxBytes + 1 });
    await expect(uploadPhoto(big)).rejects.toMatchObject({
      message: '“huge.jpg” was not added: this photo is larger than 25 MB.',
    });
    expect(functions.uploads()).toEqual([]);
  });
});
