// Spec 3: the token lives in the AC_TOKEN cookie, the role in the ROLE cookie.
const TOKEN_COOKIE = 'AC_TOKEN';
const ROLE_COOKIE = 'ROLE';
const DEFAULT_ROLE = 'admin';

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

function cookieAttributes(): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; Path=/; SameSite=Strict${secure}`;
}

function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}${cookieAttributes()}`;
}

function deleteCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0${cookieAttributes()}`;
}

export function getToken(): string | undefined {
  const token = readCookie(TOKEN_COOKIE);
  return token ? token : undefined;
}

export function isSignedIn(): boolean {
  return getToken() !== undefined;
}

export function getRole(): string {
  return readCookie(ROLE_COOKIE) || DEFAULT_ROLE;
}

export function startSession(token: string, role: string = DEFAULT_ROLE): void {
  writeCookie(TOKEN_COOKIE, token);
  writeCookie(ROLE_COOKIE, role);
}

export function clearSession(): void {
  deleteCookie(TOKEN_COOKIE);
  deleteCookie(ROLE_COOKIE);
}
