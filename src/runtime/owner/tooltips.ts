/**
 * Tooltips (spec media-and-platform: show delay 1200 ms, width 250, mouse offset 15,
 * animation 0.3 s) for any element with `data-tooltip`. Shown on hover after the delay, or
 * on keyboard focus; linked to the element with aria-describedby; escape or leaving hides it.
 */
export const TOOLTIP_SHOW_DELAY_MS = 1200;
export const TOOLTIP_WIDTH = 250;
export const TOOLTIP_MOUSE_OFFSET = 15;

export function enableTooltips(root: Document): () => void {
  let tip: HTMLElement | null = null;
  let owner: HTMLElement | null = null;
  let timer: number | undefined;

  const hide = () => {
    window.clearTimeout(timer);
    if (owner) owner.removeAttribute('aria-describedby');
    tip?.remove();
    tip = null;
    owner = null;
  };
  const show = (target: HTMLElement, x: number, y: number) => {
    hide();
    owner = target;
    tip = root.createElement('div');
    tip.id = 'sb-tooltip';
    tip.className = 'sb-tooltip';
    tip.setAttribute('role', 'tooltip');
    tip.textContent = target.dataset.tooltip ?? '';
    tip.style.maxWidth = `${TOOLTIP_WIDTH}px`;
    tip.style.left = `${Math.min(x + TOOLTIP_MOUSE_OFFSET, window.innerWidth - TOOLTIP_WIDTH - 8)}px`;
    tip.style.top = `${y + TOOLTIP_MOUSE_OFFSET}px`;
    root.body.append(tip);
    target.setAttribute('aria-describedby', tip.id);
  };
  const targetOf = (event: Event) =>
    event.target instanceof Element ? event.target.closest<HTMLElement>('[data-tooltip]') : null;

  const onOver = (event: MouseEvent) => {
    const target = targetOf(event);
    if (!target || target === owner) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => show(target, event.clientX, event.clientY), TOOLTIP_SHOW_DELAY_MS);
  };
  const onOut = (event: MouseEvent) => {
    const target = targetOf(event);
    if (target && !target.contains(event.relatedTarget as Node | null)) hide();
  };
  const onFocus = (event: FocusEvent) => {
    const target = targetOf(event);
    if (!target) return;
    const box = target.getBoundingClientRect();
    show(target, box.left, box.bottom - TOOLTIP_MOUSE_OFFSET + 4);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && tip) hide();
  };
  root.addEventListener('mouseover', onOver);
  root.addEventListener('mouseout', onOut);
  root.addEventListener('focusin', onFocus);
  root.addEventListener('focusout', hide);
  root.addEventListener('keydown', onKey, true);
  return () => {
    hide();
    root.removeEventListener('mouseover', onOver);
    root.removeEventListener('mouseout', onOut);
    root.removeEventListener('focusin', onFocus);
    root.removeEventListener('focusout', hide);
    root.removeEventListener('keydown', onKey, true);
  };
}
