import { describe, expect, it } from 'vitest';
import { tabDevicePerTest } from '../../../../device/test-support/tab-test-kit';
import { firewallFile } from '../../../../device/test-support/firewall-file';

const kit = tabDevicePerTest();

const night = { id: '', mac: '3c:22:fb:00:00:01', startTime: '22:00', endTime: '07:00', weekdays: ['fri', 'sun'], description: '小明 "tablet"', enabled: '1' };
const homework = { id: '', mac: '3C:22:FB:00:00:02', startTime: '16:00', endTime: '18:30', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'], description: '', enabled: '0' };

const { read: firewall, exported, section } = firewallFile(() => kit.device.dataDir);

describe('get_parental / set_parental', () => {
  it('writes a night across midnight as two fw4 rules and reads them back as one after a restart', async () => {
    const before = await firewall();
    await kit.ok('set_parental', { rules: [night, homework] });
    const text = await firewall();
    expect(text.startsWith(exported(before).trimEnd())).toBe(true);
    expect(section(text, 'pc_1')).toBe(
      "config rule 'pc_1'\n\toption name '小明 \"tablet\"'\n\toption src '*'\n\toption dest 'wan'\n\toption src_mac '3C:22:FB:00:00:01'\n\toption proto 'all'\n\toption start_time '22:00'\n\toption stop_time '23:59:59'\n\toption weekdays 'Fri Sun'\n\toption target 'REJECT'\n\n",
    );
    expect(section(text, 'pc_1_next')).toContain("option start_time '00:00'\n\toption stop_time '07:00'\n\toption weekdays 'Mon Sat'");
    expect(section(text, 'pc_2')).toContain("option enabled '0'");
    expect(section(text, 'pc_2')).toContain("option name 'Parental control 3C:22:FB:00:00:02'");

    await kit.restart();
    expect(await kit.ok('get_parental')).toEqual({
      code: '1',
      rules: [
        { ...night, id: 'pc_1', mac: '3C:22:FB:00:00:01' },
        { ...homework, id: 'pc_2', description: 'Parental control 3C:22:FB:00:00:02' },
      ],
    });
  });

  it('keeps ids and unknown options over saves, and drops the second half when the window no longer crosses midnight', async () => {
    await kit.ok('set_parental', { rules: [night, homework] });
    await kit.ok('set_parental', { rules: [{ ...homework, id: 'pc_2', enabled: '1' }, { ...night, id: 'pc_1', endTime: '23:30' }] });
    const text = await firewall();
    expect(section(text, 'pc_1_next')).toBeUndefined();
    expect(section(text, 'pc_1')).toContain("option stop_time '23:30'");
    expect(section(text, 'pc_2')).not.toContain('enabled');
    await kit.ok('set_parental', { rules: [] });
    expect(await firewall()).not.toContain('pc_');
  });

  it('leaves stock rules and sections made by hand in place', async () => {
    const before = await firewall();
    await kit.ok('set_parental', { rules: [night] });
    await kit.ok('set_parental', { rules: [] });
    expect(await firewall()).toBe(exported(before));
  });

  it('answers -2 for what fw4 or the spec refuses, changing nothing', async () => {
    await kit.refused('set_parental', { rules: [{ ...night, endTime: '22:00' }] }, [{ field: 'rules.0.endTime', key: 'parental.sameTimes' }]);
    await kit.refused('set_parental', { rules: [{ ...night, weekdays: [] }] }, [{ field: 'rules.0.weekdays', key: 'validation.weekdays' }]);
    await kit.refused('set_parental', { rules: [{ ...night, startTime: '24:00' }] }, [{ field: 'rules.0.startTime', key: 'validation.clockTime' }]);
    await kit.refused('set_parental', { rules: [{ ...night, mac: 'ff:ff:ff:ff:ff:fg' }] }, [{ field: 'rules.0.mac', key: 'validation.mac' }]);
    await kit.refused('set_parental', { rules: [{ ...night, description: "x\noption target 'ACCEPT'" }] }, [{ field: 'rules.0.description', key: 'validation.text' }]);
    await kit.refused('set_parental', { rules: [{ ...night, id: 'zone_lan' }] }, [{ field: 'rules.0.id', key: 'validation.invalid' }]);
    await kit.refused('set_parental', { rules: [night, night] }, [{ field: 'rules.1.mac', key: 'parental.duplicate' }]);
    await kit.refused('set_parental', { rules: Array.from({ length: 33 }, (_, i) => ({ ...night, startTime: `${String(i % 24).padStart(2, '0')}:${i < 24 ? '10' : '20'}` })) }, [{ field: 'rules', key: 'validation.tooManyEntries' }]);
  });

  it('shows a device a rule blocks now as time-blocked in the terminals list (issue 14)', async () => {
    const [device] = (await kit.ok('get_terminals')).terminals as Array<{ mac: string }>;
    const allWeek = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
    await kit.ok('set_parental', { rules: [{ ...night, mac: device!.mac, startTime: '00:00', endTime: '23:59', weekdays: allWeek }] });
    expect(await kit.ok('get_terminals')).toMatchObject({ blocked: [], timeBlocked: [device!.mac] });
    await kit.ok('set_parental', { rules: [] });
    expect((await kit.ok('get_terminals')).timeBlocked).toEqual([]);
  });

  it('says which rules hold now', async () => {
    await kit.ok('set_parental', { rules: [{ ...night, startTime: '00:00', endTime: '23:59', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] }, homework] });
    expect(await kit.ok('get_parental_status')).toEqual({ code: '1', blockingNow: ['pc_1'] });
  });
});
