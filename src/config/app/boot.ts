import type { AppBoot } from '../../shared/api/owners';

/** The boot data the server embeds in the shell (see src/server/modules/platform/shell.ts). */
export function readBoot(): AppBoot {
  const element = document.getElementById('app-boot');
  return JSON.parse(element?.textContent ?? '{}') as AppBoot;
}
