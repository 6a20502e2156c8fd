/**
 * Album blocks: the track links load their file into the block's <audio> player and play it
 * (instead of opening the file), the current track is marked, and when a track ends the next
 * one starts. Everything else (play, pause, seek, volume, keyboard) is the browser's own player.
 */
export function enhanceAlbums(root: ParentNode): () => void {
  const undo: Array<() => void> = [];
  for (const album of root.querySelectorAll<HTMLElement>('[data-album]')) {
    const player = album.querySelector<HTMLAudioElement>('audio');
    const links = [...album.querySelectorAll<HTMLAnchorElement>('[data-album-track]')];
    if (!player || links.length === 0) continue;
    let current = 0;
    const select = (index: number, play: boolean) => {
      const link = links[index];
      if (!link) return;
      links[current]?.removeAttribute('aria-current');
      current = index;
      link.setAttribute('aria-current', 'true');
      player.src = link.href;
      player.setAttribute('aria-label', link.textContent?.trim() ?? '');
      if (play) void player.play().catch(() => undefined);
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('[data-album-track]');
      if (!link || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      select(links.indexOf(link), true);
    };
    const onEnded = () => {
      if (current + 1 < links.length) select(current + 1, true);
    };
    album.addEventListener('click', onClick);
    player.addEventListener('ended', onEnded);
    album.setAttribute('data-album-ready', '');
    undo.push(() => {
      album.removeEventListener('click', onClick);
      player.removeEventListener('ended', onEnded);
      album.removeAttribute('data-album-ready');
    });
  }
  return () => undo.forEach((run) => run());
}
