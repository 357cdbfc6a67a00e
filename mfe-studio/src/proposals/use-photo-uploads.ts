import { useRef, useState } from 'react';
import type { UploadedPhoto } from 'shared-contracts/studio';
import { problemOf } from '../calls/studio-calls';
import { useStudioSession } from '../frame/studio-session';

/** A file on its way, and the place of the form it goes to (a section, a post). */
export interface Upload {
  key: number;
  place: string;
  name: string;
}

/** Why a file was not added, at the place it was chosen for. */
export interface UploadProblem {
  place: string;
  message: string;
}

/**
 * The photos she uploads into a form, one file after another: each stored photo is handed to the
 * place it was chosen for, each refusal is said there, and the form knows whether any is still on
 * its way, so it saves nothing without them.
 */
export function usePhotoUploads() {
  const { upload } = useStudioSession();
  const [uploading, setUploading] = useState<Upload[]>([]);
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const uploadCount = useRef(0);

  const add = async (place: string, files: readonly File[], added: (photo: UploadedPhoto) => void) => {
    setProblems((now) => now.filter((problem) => problem.place !== place));
    const pending = files.map((file) => ({ key: ++uploadCount.current, place, name: file.name, file }));
    setUploading((now) => [...now, ...pending.map(({ file: _file, ...shown }) => shown)]);
    for (const { key, file } of pending) {
      try {
        added(await upload(file));
      } catch (error) {
        setProblems((now) => [...now, { place, message: problemOf(error) }]);
      } finally {
        setUploading((now) => now.filter((each) => each.key !== key));
      }
    }
  };

  return { uploading, problems, add, busy: uploading.length > 0 };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
