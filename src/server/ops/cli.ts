import { loadConfig } from '../config';
import { BackupRefusal, createBackup, restoreBackup } from './backup';

/**
 * `npm run backup [-- FILE]` and `npm run restore -- FILE`, with the server's own configuration
 * (DATA_DIR, DATABASE_URL, S3_*). See backup.ts for what an archive holds.
 */
async function main(args: string[]): Promise<void> {
  const [command, file, ...rest] = args;
  const config = loadConfig();
  const source = {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    s3: config.media.s3 !== undefined,
  };
  if (command === 'backup' && rest.length === 0) {
    const archive = file ?? `sitebuilder-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
    const manifest = await createBackup(source, archive);
    process.stdout.write(
      `Backup written to ${archive} (database: ${manifest.database}, media: ${manifest.media}).\n`,
    );
    return;
  }
  if (command === 'restore' && file && rest.length === 0) {
    const manifest = await restoreBackup(file, source);
    process.stdout.write(
      `Restored the backup of ${manifest.createdAt} (database: ${manifest.database}, media: ${manifest.media}). ` +
        'Start the server: it applies any newer migrations.\n',
    );
    return;
  }
  throw new BackupRefusal('Usage: npm run backup [-- FILE]  |  npm run restore -- FILE');
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof BackupRefusal ? error.message : error);
  process.exit(1);
});
