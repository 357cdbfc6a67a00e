import { FunctionCallError, UnexpectedAnswerError } from 'shared-contracts/functions-client';
import { photoUpload, uploadedPhotoSchema, type UploadedPhoto } from 'shared-contracts/studio';

const megabytes = photoUpload.maxBytes / (1024 * 1024);
const acceptedTypes: readonly string[] = photoUpload.types;

/** What the photo input accepts: the types the server turns into pictures. */
export const acceptedPhotoTypes = photoUpload.types.join(',');

/**
 * Sends one photo to the studio as the file itself. A refusal, whether ours (a type or size
 * the server would refuse) or the server's, becomes a FunctionCallError whose message names
 * the file and keeps the status (a 401 makes the studio ask her to sign in again).
 */
export async function uploadPhoto(file: File): Promise<UploadedPhoto> {
  const refused = (status: number, reason: string) =>
    new FunctionCallError(status, `“${file.name}” was not added: ${reason}`);
  if (!acceptedTypes.includes(file.type)) throw refused(415, 'please choose a JPEG, PNG or WebP photo.');
  if (file.size > photoUpload.maxBytes) throw refused(413, `this photo is larger than ${megabytes} MB.`);
  let response: Response;
  try {
    response = await fetch(photoUpload.path, {
      method: 'POST',
      headers: { 'Content-Type': file.type },
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    throw refused(0, 'we could not reach the server. Please check your connection and try again.');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (payload as { error?: unknown } | null)?.error;
    const reason = typeof message === 'string' ? message : `the server answered ${response.status}.`;
    throw refused(response.status, reason);
  }
  const parsed = uploadedPhotoSchema.safeParse(payload);
  if (!parsed.success) throw new UnexpectedAnswerError('the photo upload');
  return parsed.data;
}
