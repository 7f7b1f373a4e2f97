import { screen, waitFor, type ByRoleMatcher, type ByRoleOptions } from '@testing-library/react';

// user-event refuses a click where the nearest element declaring pointer-events says `none`.
function pointerEventsOff(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const value = getComputedStyle(node).pointerEvents;
    if (value && value !== 'inherit' && value !== 'unset') return value === 'none';
  }
  return false;
}

/**
 * `screen.findByRole`, once the element takes pointer input. Radix's modal turns pointer events off
 * on <body> in an effect and back on for its own layer a render later; on a busy machine a dialog or
 * button found in between refuses the click ("pointer-events: none"), so wait for that state.
 */
export async function findReady(role: ByRoleMatcher, options?: ByRoleOptions): Promise<HTMLElement> {
  const element = await screen.findByRole(role, options);
  await waitFor(() => {
    if (pointerEventsOff(element)) throw new Error(`${String(role)} does not take pointer input yet`);
  });
  return element;
}
