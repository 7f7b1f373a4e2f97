import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDevice } from '../test/fake-device';
import { setupTestI18n } from '../ui/testing/test-i18n';

// A fresh client per test: its 60 s throttle and the one-time dialog are module state.
async function loadClient() {
  vi.resetModules();
  const client = await import('./api-client');
  const refs = (await import('./op-refs')).refs;
  const toast = await import('./toast');
  const busy = await import('./busy');
  const expiry = await import('./session-expiry');
  const session = await import('./session');
  return { ...client, refs, toastStore: toast.toastStore, busy, expiry, session };
}

beforeAll(() => setupTestI18n('en'));

beforeEach(() => {
  window.location.hash = '#/home';
  document.cookie = 'AC_TOKEN=t0k3n; Path=/';
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('callOp', () => {
  it('marks a call as background unless the administrator just pressed a key or clicked (issue 19.1)', async () => {
    const { callOp, refs } = await loadClient();
    const activity = await import('./user-activity');
    const { fetchMock } = fakeDevice({ get_system_status: { code: '1' } });
    const headersOf = (index: number) => new Headers((fetchMock.mock.calls[index]?.[1] as RequestInit | undefined)?.headers).get('x-console-background');
    vi.useFakeTimers({ toFake: ['Date'] });
    activity.watchUserActivity();
    await callOp(refs.get_system_status, {});
    vi.setSystemTime(Date.now() + 30_000);
    await callOp(refs.get_system_status, {});
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await callOp(refs.get_system_status, {});
    expect([headersOf(0), headersOf(1), headersOf(2)]).toEqual([null, '1', null]);
  });

  it('resolves the data beside code 1, and treats a missing code as success', async () => {
    const { callOp, refs } = await loadClient();
    fakeDevice({ get_internet_state: { code: '1', connected: true, uplink: 'wan' }, long_link: {} });
    await expect(callOp(refs.get_internet_state, {})).resolves.toEqual({ connected: true, uplink: 'wan' });
    await expect(callOp(refs.long_link, {})).resolves.toEqual({});
  });

  it('sends reads as GET with the token in the query and writes as POST with a JSON body', async () => {
    const { callOp, refs } = await loadClient();
    const { calls } = fakeDevice({ get_web_msg: { code: '1' }, change_password: { code: '1' } });
    await callOp(refs.get_web_msg, {});
    await callOp(refs.change_password, { role: 'admin', oldpassword: 'old12', newpassword: 'new12' });
    expect(calls[0]).toMatchObject({ method: 'GET', body: undefined });
    expect(calls[0]?.url.pathname).toBe('/cgi-bin/webapi');
    expect(calls[0]?.url.searchParams.get('access_token')).toBe('t0k3n');
    expect(calls[1]).toMatchObject({ method: 'POST', body: { role: 'admin', oldpassword: 'old12', newpassword: 'new12' } });
    expect(calls[1]?.url.searchParams.get('access_token')).toBe('t0k3n');
  });

  it('rejects other codes with the field errors, message and retry time of the answer', async () => {
    const { callOp, refs } = await loadClient();
    fakeDevice({ login: { code: '-5', retry_after: 42 }, change_password: { code: '-2', errors: [{ field: 'newpassword', key: 'password.tooShort' }] } });
    await expect(callOp(refs.login, { username: 'admin', password: 'x' })).rejects.toMatchObject({ code: '-5', retryAfter: 42 });
    await expect(callOp(refs.change_password, { oldpassword: 'a', newpassword: 'b' })).rejects.toMatchObject({
      code: '-2',
      errors: [{ field: 'newpassword', key: 'password.tooShort' }],
    });
  });
});

describe('token timeout (-1)', () => {
  it('raises the timeout dialog once, however many calls fail', async () => {
    const { callOp, refs, expiry } = await loadClient();
    fakeDevice({ long_link: { code: '-1' } });
    const raised = vi.fn();
    expiry.sessionExpiredStore.subscribe(raised);
    await expect(callOp(refs.long_link, {})).rejects.toMatchObject({ code: '-1' });
    await expect(callOp(refs.long_link, {})).rejects.toMatchObject({ code: '-1' });
    expect(expiry.sessionExpiredStore.get()).toBe(true);
    expect(raised).toHaveBeenCalledTimes(1);
  });

  it('leaves the login page to handle -1 itself, without the dialog', async () => {
    window.location.hash = '#/login?redirect=%2Fhome';
    const { callOp, refs, expiry } = await loadClient();
    fakeDevice({ get_web_msg: { code: '-1' } });
    await expect(callOp(refs.get_web_msg, {})).rejects.toMatchObject({ code: '-1' });
    expect(expiry.sessionExpiredStore.get()).toBe(false);
  });
});

describe('while the busy overlay shows', () => {
  it('rejects every failure silently with -8', async () => {
    const { callOp, refs, busy, toastStore } = await loadClient();
    fakeDevice({ get_system_status: { code: '-12', msg: 'modem gone' }, long_link: new TypeError('Failed to fetch') });
    busy.startBusy('reboot', 30_000);
    await expect(callOp(refs.get_system_status, {})).rejects.toMatchObject({ code: '-8', original: '-12' });
    await expect(callOp(refs.long_link, {})).rejects.toMatchObject({ code: '-8', original: '10' });
    expect(toastStore.get()).toEqual([]);
  });

  it('does not raise the timeout dialog after an accepted reboot', async () => {
    const { callOp, refs, busy, expiry } = await loadClient();
    fakeDevice({ long_link: { code: '-1' } });
    busy.startBusy('reboot', 30_000);
    busy.markRefresh();
    await expect(callOp(refs.long_link, {})).rejects.toMatchObject({ code: '-8' });
    expect(expiry.sessionExpiredStore.get()).toBe(false);
  });
});

describe('network or server error', () => {
  it('rejects with code 10 and toasts at most once per 60 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const { callOp, refs, toastStore } = await loadClient();
    fakeDevice({ long_link: new TypeError('Failed to fetch') });
    // Every network-error toast ever shown (the same words again replace the shown one, issue 30.3).
    const shown = new Set<number>();
    toastStore.subscribe(() => toastStore.get().forEach((toast) => toast.message.startsWith('Network or server error') && shown.add(toast.id)));
    const networkToasts = () => shown.size;

    await expect(callOp(refs.long_link, {})).rejects.toMatchObject({ code: '10' });
    await expect(callOp(refs.long_link, {})).rejects.toMatchObject({ code: '10' });
    vi.setSystemTime(new Date('2026-01-01T00:00:59Z'));
    await expect(callOp(refs.long_link, {})).rejects.toMatchObject({ code: '10' });
    expect(networkToasts()).toBe(1);

    vi.setSystemTime(new Date('2026-01-01T00:01:00Z'));
    await expect(callOp(refs.long_link, {})).rejects.toMatchObject({ code: '10' });
    expect(networkToasts()).toBe(2);
  });

  it('counts a server that answers no JSON as a network error', async () => {
    const { callOp, refs } = await loadClient();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>502</html>', { status: 502 })));
    await expect(callOp(refs.long_link, {}, { silent: true })).rejects.toMatchObject({ code: '10' });
  });
});
