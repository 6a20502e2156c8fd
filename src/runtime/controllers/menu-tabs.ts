/**
 * Menu block tabs (spec visitor-runtime §4): one selected tab at a time, the first initially;
 * Enter or Space selects (the tabs are buttons); left and right arrows move between tabs with
 * wrap-around, Home and End to the ends (WAI-ARIA tabs, manual activation). The server renders
 * every panel under its own heading and the tab list hidden; this reveals the tabs.
 */

/** The tab index an arrow, Home or End key moves to from `current` among `count` tabs, wrapping. */
export function tabIndexForKey(key: string, current: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

function enhanceMenu(block: HTMLElement): () => void {
  const list = block.querySelector<HTMLElement>(':scope > [role="tablist"]');
  const tabs = [...(list?.querySelectorAll<HTMLButtonElement>(':scope > [role="tab"]') ?? [])];
  const panels = tabs.map((tab) => document.getElementById(tab.getAttribute('aria-controls') ?? ''));
  if (!list || tabs.length === 0 || panels.some((panel) => panel === null)) return () => {};

  const select = (chosen: number) => {
    tabs.forEach((tab, index) => {
      const selected = index === chosen;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = panels[index];
      if (panel) panel.hidden = !selected;
    });
  };

  const labelledBy = panels.map((panel) => panel?.getAttribute('aria-labelledby') ?? null);
  panels.forEach((panel, index) => {
    panel?.setAttribute('role', 'tabpanel');
    panel?.setAttribute('aria-labelledby', tabs[index]?.id ?? '');
    panel?.setAttribute('tabindex', '0');
  });
  list.hidden = false;
  block.dataset.menuTabsReady = '';
  select(0);

  const onClick = (event: Event) => {
    const index = tabs.indexOf(
      (event.target as Element | null)?.closest('[role="tab"]') as HTMLButtonElement,
    );
    if (index >= 0) select(index);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const current = tabs.indexOf(event.target as HTMLButtonElement);
    if (current < 0) return;
    const next = tabIndexForKey(event.key, current, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    // Focus moves; Enter or Space selects (spec §4), as a button's click.
    tabs.forEach((tab, index) => (tab.tabIndex = index === next ? 0 : -1));
    tabs[next]?.focus();
  };
  // Focus leaving the list puts the roving tab stop back on the selected tab.
  const onFocusOut = (event: FocusEvent) => {
    if (list.contains(event.relatedTarget as Node | null)) return;
    tabs.forEach((tab) => (tab.tabIndex = tab.getAttribute('aria-selected') === 'true' ? 0 : -1));
  };
  list.addEventListener('click', onClick);
  list.addEventListener('keydown', onKeyDown);
  list.addEventListener('focusout', onFocusOut);

  return () => {
    list.removeEventListener('click', onClick);
    list.removeEventListener('keydown', onKeyDown);
    list.removeEventListener('focusout', onFocusOut);
    list.hidden = true;
    panels.forEach((panel, index) => {
      if (!panel) return;
      panel.hidden = false;
      panel.removeAttribute('role');
      panel.removeAttribute('tabindex');
      panel.setAttribute('aria-labelledby', labelledBy[index] ?? '');
    });
    delete block.dataset.menuTabsReady;
  };
}

/** Wires every menu block under `root`; returns the cleanup. */
export function enhanceMenuTabs(root: ParentNode): () => void {
  const cleanups = [...root.querySelectorAll<HTMLElement>('[data-menu-tabs]')].map(enhanceMenu);
  return () => cleanups.forEach((cleanup) => cleanup());
}
