import { helperMessages, UploadError } from './upload-error';
import type { UploadSource } from './upload-types';

/**
 * One slice of the file in memory. Reading can fail long after the file was chosen (deleted, moved,
 * on a removed drive): that is 'failed to read file', never retried.
 */
export async function readChunk(file: UploadSource, start: number, end: number): Promise<ArrayBuffer> {
  try {
    return await file.slice(start, end).arrayBuffer();
  } catch (error) {
    throw new UploadError('ReadError', helperMessages.readFailed, { cause: error });
  }
}
