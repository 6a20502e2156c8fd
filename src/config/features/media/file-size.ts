import { formatFileSize } from '../../../shared/media/file-size';
import { t } from '../../text';

/**
 * Sizes in binary units from Bytes to YB (media-and-platform §9), with the server's own
 * formatter, so the library and the server's messages ("… at most 19.1 MB") always agree.
 */
export { formatFileSize };

/** "1.2 GB of 5 GB used" and the share used (0..1), for the storage meter. */
export function storageUse(usedBytes: number, budgetBytes: number): { text: string; share: number } {
  const share = budgetBytes > 0 ? Math.min(1, Math.max(0, usedBytes / budgetBytes)) : 0;
  return {
    text: t('owners.media.storageUse', {
      used: formatFileSize(usedBytes),
      budget: formatFileSize(budgetBytes),
    }),
    share,
  };
}
