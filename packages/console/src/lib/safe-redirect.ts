/** Where the login page goes on success (spec 2's redirect query): an in-app path only. */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/login')) return '/home';
  return target;
}
