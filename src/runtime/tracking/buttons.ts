/**
 * Button census (spec visitor-runtime §3, §7): a render event when a button block is at least
 * half visible (once per button per page), and a click event when it is followed.
 */
import type { CensusClient } from './census-client';

type PageFields = () => Record<string, unknown>;

function payloadOf(wrapper: HTMLElement, link: HTMLAnchorElement, page: PageFields) {
  const classes = [...wrapper.classList, ...link.classList];
  const pick = (prefix: string) =>
    classes.find((name) => name.startsWith(prefix))?.slice(prefix.length) ?? '';
  return {
    id: wrapper.dataset.blockId ?? '',
    buttonText: (link.textContent ?? '').trim().slice(0, 200),
    clickthroughUrl: link.getAttribute('href') ?? '',
    alignment: pick('sqs-align-'),
    size: ['small', 'medium', 'large'].find((size) => classes.includes(`sqs-button--${size}`)) ?? '',
    newWindow: link.target === '_blank',
    context: 'page',
    ...page(),
  };
}

export function trackButtons(client: CensusClient, page: PageFields): () => void {
  const wrappers = [...document.querySelectorAll<HTMLElement>('.sqs-block-button[data-block-id]')];
  const seen = new WeakSet<Element>();
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const link = entry.target.querySelector('a');
              if (!entry.isIntersecting || seen.has(entry.target) || !link) continue;
              seen.add(entry.target);
              observer?.unobserve(entry.target);
              client.post('button-render', payloadOf(entry.target as HTMLElement, link, page));
            }
          },
          { threshold: 0.5 },
        );
  for (const wrapper of wrappers) observer?.observe(wrapper);
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a');
    const wrapper = link?.closest<HTMLElement>('.sqs-block-button[data-block-id]');
    if (link && wrapper) client.post('button-click', payloadOf(wrapper, link, page));
  };
  document.addEventListener('click', onClick, true);
  return () => {
    observer?.disconnect();
    document.removeEventListener('click', onClick, true);
  };
}
