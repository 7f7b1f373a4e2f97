// UbusConfigStore records each changeset it landed (router-history.ts keeps them on the router):
// a commit at once, an apply with rollback only staged until the page confirms it, a save that
// failed not at all.
import { describe, expect, it } from 'vitest';
import { FakeRpcdUci } from '../../../device/test-support/fake-rpcd-uci';
import type { UciHistoryFile } from '@rc/core/uci/history-entry';
import { getSection, setOption } from '@rc/core/uci/uci-edit';
import { draftPackage } from '@rc/core/uci/uci-draft';
import { UbusStatus } from './ubus';
import { UbusConfigStore } from './ubus-config-store';
import type { ChangeHistory, StagedHistory } from './ubus-save-target';

class FakeHistory implements ChangeHistory {
  recorded: Array<{ op: string; files: UciHistoryFile[] }> = [];
  staged: Array<{ op: string; files: UciHistoryFile[] }> = [];
  async record(op: string, files: UciHistoryFile[]) {
    this.recorded.push({ op, files });
  }
  async stage(op: string, files: UciHistoryFile[]): Promise<StagedHistory> {
    this.staged.push({ op, files });
    return { token: '0123456789abcdef', bytes: 42 };
  }
  async land() {}
  async list() {
    return [];
  }
}

const dhcp = () =>
  new FakeRpcdUci({
    dhcp: [{ name: 'lan', type: 'dhcp', options: { interface: 'lan', start: '100', limit: '150' } }],
    network: [{ name: 'lan', type: 'interface', options: { proto: 'static', ipaddr: '192.168.1.1' } }],
  });

function storeOn(rpcd: FakeRpcdUci): { store: UbusConfigStore; history: FakeHistory } {
  const store = new UbusConfigStore(rpcd);
  const history = new FakeHistory();
  store.keepHistory(async () => history);
  return { store, history };
}

const setStart = (start: string) => (draft: Parameters<Parameters<UbusConfigStore['transact']>[2]>[0]) => setOption(getSection(draftPackage(draft, 'dhcp'), 'lan')!, 'start', start);

describe('UbusConfigStore history', () => {
  it('records a committed changeset: each changed package before and after, as uci export writes it', async () => {
    const { store, history } = storeOn(dhcp());
    await store.transact('set_dhcp', ['dhcp', 'network'], setStart('120'));
    expect(history.recorded).toEqual([
      {
        op: 'set_dhcp',
        files: [
          {
            pkg: 'dhcp',
            before: "package dhcp\n\nconfig dhcp 'lan'\n\toption interface 'lan'\n\toption start '100'\n\toption limit '150'\n\n",
            after: "package dhcp\n\nconfig dhcp 'lan'\n\toption interface 'lan'\n\toption start '120'\n\toption limit '150'\n\n",
          },
        ],
      },
    ]);
    expect(history.staged).toEqual([]);
  });

  it('only stages a changeset applied with rollback: it is recorded once confirmed', async () => {
    const { store, history } = storeOn(dhcp());
    const risky = store.withRollback(30);
    await risky.transact('set_dhcp', ['dhcp'], setStart('120'));
    expect(history.recorded).toEqual([]);
    expect(history.staged.map(({ op, files }) => [op, files.map((file) => file.pkg)])).toEqual([['set_dhcp', ['dhcp']]]);
    expect(risky.stagedHistory).toEqual({ token: '0123456789abcdef', bytes: 42 });
  });

  it('records nothing for a save rpcd refused, nor for one that changed nothing', async () => {
    const rpcd = dhcp();
    const { store, history } = storeOn(rpcd);
    rpcd.failNext = { method: 'set', status: UbusStatus.permissionDenied };
    await expect(store.transact('set_dhcp', ['dhcp'], setStart('120'))).rejects.toThrow();
    rpcd.failNext = { method: 'commit', status: UbusStatus.permissionDenied };
    await expect(store.transact('set_dhcp', ['dhcp'], setStart('130'))).rejects.toThrow();
    expect(history.recorded).toEqual([]);
    const unchanged = storeOn(dhcp());
    await unchanged.store.transact('set_dhcp', ['dhcp'], setStart('100'));
    expect(unchanged.history.recorded).toEqual([]);
  });

  it('lists what the history keeps, and says a store without one has none', async () => {
    const { store } = storeOn(dhcp());
    expect(await store.listHistory()).toEqual([]);
    await expect(new UbusConfigStore(dhcp()).listHistory()).rejects.toThrow(/configuration history/);
  });
});
