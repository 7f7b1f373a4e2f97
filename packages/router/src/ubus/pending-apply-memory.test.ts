import { describe, expect, it } from 'vitest';
import { FakeUbus } from '../../../device/test-support/fake-ubus';
import { aclNeeds } from './acl-needs';
import { sessionStorageMemory, type KeyValueStorage } from './pending-apply-memory';
import { RouterApply } from './router-apply';

function storage(): KeyValueStorage {
  const items = new Map<string, string>();
  return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
}

describe('a pending risky change across a page reload', () => {
  it('is found again by a new page of the same session, with its deadline', async () => {
    const kept = storage();
    let now = 1_000_000;
    const ubus = new FakeUbus(aclNeeds);
    new RouterApply(ubus, 60, () => now, sessionStorageMemory(kept, () => 's1')).opened('set_lan_config');
    now += 20_000;
    const reloaded = new RouterApply(ubus, 60, () => now, sessionStorageMemory(kept, () => 's1'));
    expect(await reloaded.status()).toEqual({ pending: true, op: 'set_lan_config', secondsLeft: 40, lastRollback: null });
    // another session (a new sign-in) knows of none
    expect(new RouterApply(ubus, 60, () => now, sessionStorageMemory(kept, () => 's2')).active).toBe(false);
  });

  it('is gone once confirmed, and reads nothing from a damaged entry', async () => {
    const kept = storage();
    const ubus = new FakeUbus(aclNeeds).on('uci', 'confirm', {});
    const apply = new RouterApply(ubus, 60, Date.now, sessionStorageMemory(kept, () => 's1'));
    apply.opened('set_wan_config');
    await apply.confirm();
    expect(kept.getItem('routerd.pendingApply.s1')).toBeNull();
    kept.setItem('routerd.pendingApply.s1', '{"op":1');
    expect(apply.active).toBe(false);
  });
});
