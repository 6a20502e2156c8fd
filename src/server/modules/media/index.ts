import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { MediaConfig } from '../../config';
import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs';
import { defineModule } from '../../module-contract';
import type { AccountService } from '../accounts';
import { createDerivedFiles } from './derived-files';
import { createImagePipeline } from './image-pipeline';
import { registerMediaOwnerRoutes } from './owner-routes';
import { createS3Storage } from './s3-storage';
import { registerMediaServeRoutes } from './serve-routes';
import { createMediaService, type FindMediaUses } from './service';
import { createLocalStorage, type MediaStorage } from './storage';
import { temporarySweepJob } from './temporary-sweep';

export type { FindMediaUses, MediaService } from './service';
export type { MediaStorage } from './storage';

/** The media module's front door: storage, the image pipeline, the library service, its job and routes. */
export function createMedia(deps: {
  db: Db;
  config: MediaConfig;
  dataDir: string;
  jobs: Pick<JobRunner, 'send'>;
  findUses: FindMediaUses;
  log: FastifyBaseLogger;
  /** Replaces the storage chosen from the configuration (tests). */
  storage?: MediaStorage;
}) {
  const root = join(deps.dataDir, 'media');
  const storage =
    deps.storage ?? (deps.config.s3 ? createS3Storage(deps.config.s3) : createLocalStorage(root));
  const images = createImagePipeline();
  const derived = createDerivedFiles({ db: deps.db, storage, images, log: deps.log });
  // Under the media folder: on the same file system as local storage, so storing is a rename.
  const temporaryFolder = join(root, '.tmp');
  const service = createMediaService({
    db: deps.db,
    storage,
    images,
    jobs: deps.jobs,
    findUses: deps.findUses,
    temporaryFolder,
    siteBudgetBytes: deps.config.siteBudgetBytes,
    log: deps.log,
  });
  return {
    service,
    storage,
    jobs: [...derived.jobs(), temporarySweepJob(temporaryFolder)],
    async register(app: FastifyInstance, routeDeps: { accounts: AccountService }) {
      await registerMediaOwnerRoutes(app, {
        media: service,
        accounts: routeDeps.accounts,
        uploadsPerMinutePerSite: deps.config.uploadsPerMinutePerSite,
      });
      registerMediaServeRoutes(app, { media: service, derived });
    },
    close: () => images.close(),
  };
}

/** The media library (issue 14): a file in use anywhere on its site cannot be deleted. */
export const mediaModule = defineModule({
  name: 'media',
  create(
    { config, db, log },
    needs: {
      jobs: Pick<JobRunner, 'send'>;
      /** Where a site uses its files (content, products, site settings): those files stay. */
      findUses: FindMediaUses;
      accounts: AccountService;
    },
  ) {
    const media = createMedia({
      db,
      config: config.media,
      dataDir: config.dataDir,
      jobs: needs.jobs,
      log,
      findUses: needs.findUses,
    });
    return {
      services: { media: media.service },
      jobs: media.jobs,
      registerRoutes: (app) => media.register(app, { accounts: needs.accounts }),
      close: () => media.close(),
    };
  },
});
