import { MAX_UPLOAD_BYTES } from '@labmall/contract/upload-purposes';
import type { FastifyInstance } from 'fastify';
import { isLocalStorage } from '../../platform/storage/local/local-storage.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { MEMBER_NAMESPACE } from '../upload-keys.ts';
import { localStorageEndpoint } from './local-endpoint.plugin.ts';

/** Files and uploads a member began but never registered are removed after a day. */
const ABANDONED_AFTER_MS = 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * With the local adapter, this process is also the object store: it serves the S3-compatible
 * endpoint under /storage and sweeps abandoned uploads (on S3, a lifecycle rule does that; see
 * docs/uploads.md). With S3 it does nothing.
 */
export async function registerLocalStorage(app: FastifyInstance, storage: ObjectStorage): Promise<void> {
  if (!isLocalStorage(storage)) return;
  await app.register(localStorageEndpoint, { storage, maxObjectBytes: MAX_UPLOAD_BYTES });

  const sweep = () => {
    storage.sweep(MEMBER_NAMESPACE, storage.now() - ABANDONED_AFTER_MS).then(
      (removed) => {
        if (removed.uploads + removed.objects > 0) app.log.info({ removed }, 'swept abandoned uploads');
      },
      (error: unknown) => app.log.error({ err: error }, 'sweeping abandoned uploads failed'),
    );
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
