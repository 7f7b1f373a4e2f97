import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIpOrHostname } from '@rc/contract/datatypes';
import { FailoverDefaults } from '@rc/contract/ops/network/sim-fields';
import { simConfig } from '@rc/core/settings/sim-settings';
import { pingHostShape, simWatchRules, simWatchRulesFile } from './simwatch-rules';

const installed = new URL('../../../../packaging/openwrt/files/usr/share/routerd/simwatch-rules.json', import.meta.url);

describe('the SIM watch service rules (simwatch-rules.json)', () => {
  it('are generated from the contract (run npm run acl after changing a failover or cap rule)', () => {
    expect(readFileSync(installed, 'utf8')).toBe(simWatchRulesFile());
  });

  it('hold the defaults the daemon reads config/sims with', () => {
    const { sim1Enabled, sim2Enabled, primary, ...policy } = simConfig({ name: 'sims', sections: [] });
    expect({ sim1Enabled, sim2Enabled, primary }).toEqual({ sim1Enabled: '1', sim2Enabled: '1', primary: 'sim1' });
    expect(policy).toEqual(FailoverDefaults);
    expect(simWatchRules.defaults).toEqual(policy);
  });

  it('let every host the contract takes through to ping, and no option', () => {
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
    const host = fc.oneof(fc.ipV4(), fc.array(label, { minLength: 1, maxLength: 4 }).map((labels) => [...labels, 'net'].join('.')));
    fc.assert(fc.property(host, (value) => !isIpOrHostname(value) || pingHostShape.test(value)));
    fc.assert(fc.property(fc.string(), (value) => !value.startsWith('-') || !pingHostShape.test(value)));
    expect(isIpOrHostname('8.8.8.8') && pingHostShape.test('8.8.8.8')).toBe(true);
  });
});
