import type { SearchHit } from './match-settings';

// A page loads its chunk and then its settings (slowly over a router's Wi-Fi): the result's field
// is looked for until then.
const waitMs = 15_000;
const stepMs = 100;

/** A heading's or a label's words as the page shows them, without the required field's `*`. */
function shownText(element: Element): string {
  return (element.textContent ?? '').replace(/\s*\*\s*$/, '').trim();
}

function headingOf(title: string, within: ParentNode = document): HTMLElement | undefined {
  return [...within.querySelectorAll<HTMLElement>('#main-content h2, #main-content h3')].find((heading) => shownText(heading) === title);
}

/** The block a heading names (`<section aria-labelledby>`), or the document. */
function blockOf(title: string | undefined): ParentNode {
  const heading = title ? headingOf(title) : undefined;
  return heading?.closest('section') ?? document;
}

/** The control a label or a fieldset's legend names. */
function controlOf(caption: HTMLElement): HTMLElement | null {
  if (caption instanceof HTMLLabelElement) return caption.control as HTMLElement | null;
  return caption.parentElement?.querySelector<HTMLElement>('input, select, textarea, button') ?? null;
}

function fieldControl(title: string, within: ParentNode): HTMLElement | undefined {
  const captions = [...within.querySelectorAll<HTMLElement>('#main-content label, #main-content legend')].filter((caption) => shownText(caption) === title);
  return captions.map(controlOf).find((control): control is HTMLElement => control !== null && control.getClientRects().length > 0);
}

/** Opens the form's collapsed "advanced settings" group where the field waits. */
function openFold(within: ParentNode): boolean {
  const toggle = within.querySelector<HTMLButtonElement>('#main-content .settings-fold__toggle[aria-expanded="false"]');
  toggle?.click();
  return toggle !== null;
}

/** What the result lands on once the page shows it: the field, else its section's heading. */
function target(hit: SearchHit): HTMLElement | undefined {
  const { entry } = hit;
  if (entry.kind === 'section') return headingOf(entry.title);
  if (entry.kind === 'page' || entry.list) return entry.section ? headingOf(entry.section) : undefined;
  const block = blockOf(entry.section);
  const control = fieldControl(entry.title, block) ?? (entry.fold && openFold(block) ? fieldControl(entry.title, block) : undefined);
  // A form that has loaded without the field shows it only for other values (PPPoE's account
  // while the WAN is DHCP): the result lands on the form's heading at once.
  if (!control && entry.section && block !== document && block.querySelector('.settings-field')) return headingOf(entry.section);
  return control;
}

function focusOn(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.matches('input, select, textarea, button')) element.tabIndex = -1;
  element.scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
}

/** What the page shows now: until it is gone, the result's page has not replaced it. */
function shownPage(): Element | null {
  return document.querySelector('.section-page__content > *') ?? document.getElementById('main-content')?.firstElementChild ?? null;
}

/** Opens the header's user menu: its first click loads it open; once loaded, Radix opens on keys. */
function openUserMenu(): void {
  const trigger = document.querySelector('[data-menu-label="user"]')?.closest('button');
  if (!trigger || trigger.getAttribute('aria-expanded') === 'true') return;
  trigger.focus();
  if (trigger.hasAttribute('data-state')) trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
  else trigger.click();
}

/** The user menu's item a result names, or the chosen item of the group it names (the scheme). */
function menuItem(title: string): HTMLElement | undefined {
  const menu = document.querySelector('[role="menu"]');
  const named = [...(menu?.querySelectorAll<HTMLElement>('[role^="menuitem"], .dropdown__label') ?? [])].find((element) => shownText(element) === title);
  if (!named || named.getAttribute('role')?.startsWith('menuitem')) return named;
  return named.parentElement?.querySelector<HTMLElement>('[role="menuitemradio"][aria-checked="true"], [role="menuitemradio"]') ?? undefined;
}

/** A user menu result: the menu opens and its item takes focus (Enter then does what it says). */
function goToMenuItem(hit: SearchHit): Promise<HTMLElement | undefined> {
  const started = Date.now();
  openUserMenu();
  return new Promise((resolve) => {
    const look = () => {
      const found = menuItem(hit.title);
      if (found) found.focus();
      if (found || Date.now() - started > waitMs) resolve(found);
      else window.setTimeout(look, stepMs);
    };
    window.setTimeout(look, 0);
  });
}

/**
 * Opens the result's tab (hash route) and focuses the result's field (or section heading) once the page shows
 * it; a field the page does not show now (another connection type's) lands on its section, a
 * page on its first heading, and anything else on the page itself.
 */
export function goToSetting(hit: SearchHit, navigate: (route: string) => void): Promise<HTMLElement | undefined> {
  if (hit.page.menu === 'user') return goToMenuItem(hit);
  const started = Date.now();
  const before = window.location.hash === `#${hit.page.route}` ? null : shownPage();
  navigate(hit.page.route);
  return new Promise((resolve) => {
    const look = () => {
      // The page before may stay while the next one loads (a transition); its labels are not the result's.
      const found = before?.isConnected ? undefined : target(hit) ?? (hit.entry.kind === 'page' ? shownPage()?.querySelector<HTMLElement>('h2') ?? undefined : undefined);
      if (found || Date.now() - started > waitMs) {
        const main = document.getElementById('main-content');
        const settled = found ?? (hit.entry.section ? headingOf(hit.entry.section) : undefined) ?? main?.querySelector<HTMLElement>('h2') ?? main ?? undefined;
        if (settled) focusOn(settled);
        resolve(settled);
      } else window.setTimeout(look, stepMs);
    };
    window.setTimeout(look, 0);
  });
}
