import type { FastifyError, FastifyInstance } from 'fastify';
import { photoUpload, type UploadedPhoto } from 'shared-contracts/studio';
import { FunctionError } from '../http/site-function';
import { PhotoRefusedError } from '../media/photo-processing';
import type { MediaLibrary } from '../media/media-library';
import { studioSessionCheck, type StudioCheckDeps } from '../studio/studio-checks';

const megabytes = photoUpload.maxBytes / (1024 * 1024);

/**
 * The studio's photo upload: the file itself as the body, checked for her session before a
 * byte of it is read, then sniffed, decoded and turned into the pictures pages show. What is
 * refused is not kept.
 */
export async function photoUploadRoute(
  app: FastifyInstance,
  { media, ...studio }: StudioCheckDeps & { media: Pick<MediaLibrary, 'addPhoto' | 'picture'> },
): Promise<void> {
  const checkCaller = studioSessionCheck(studio);
  await app.register(async (scope) => {
    // Any type is read as bytes: the file's own first bytes say what it is, not its label.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: photoUpload.maxBytes }, (_request, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.code(413).send({ error: `This photo is larger than ${megabytes} MB.` });
      }
      throw error;
    });
    scope.post(
      photoUpload.path,
      {
        bodyLimit: photoUpload.maxBytes,
        onRequest: async (request, reply) => {
          try {
            await checkCaller(request);
          } catch (error) {
            if (!(error instanceof FunctionError)) throw error;
            return reply.code(error.statusCode).send({ error: error.message });
          }
        },
      },
      async (request, reply): Promise<UploadedPhoto | undefined> => {
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes) || bytes.length === 0) {
          return reply.code(400).send({ error: 'Please choose a photo to upload.' });
        }
        try {
          const { photoId } = await media.addPhoto(bytes);
          const picture = (await media.picture(photoId, ''))!;
          request.log.info({ photoId, bytes: bytes.length }, 'studio photo stored');
          return { photoId, picture };
        } catch (error) {
          if (error instanceof PhotoRefusedError) {
            return reply.code(error.statusCode).send({ error: error.message });
          }
          throw error;
        }
      },
    );
  });
}
