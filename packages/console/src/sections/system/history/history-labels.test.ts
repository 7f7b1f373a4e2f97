import { describe, expect, it } from 'vitest';
import { ops } from '@rc/contract/registry';
import en from '../../../locales/en/system-history.json';

// Ops that change something but record no history entry of their own name: the password lives
// outside UCI, a reboot or a tunnel's ifup/ifdown changes no file, a speech command records
// `speech_command`, closing a way to root's password is the router plugin's write of rpcd's and
// dropbear's config (no page of the console holds them), the simulator's faults and traffic live in
// the simulated router's memory (issue 42.3).
const outsideHistory = ['change_password', 'reboot', 'vpn_connect', 'vpn_disconnect', 'portal_kick', 'speech_simulate_command', 'close_sign_in_door', 'set_simulator', 'simulator_receive_sms', 'simulator_make_traffic'];

describe('History names the page of every saved change', () => {
  it('has a label for each op that saves settings', () => {
    const saving = Object.values(ops).filter((op) => 'mutates' in op && op.mutates && !outsideHistory.includes(op.op));
    expect(saving.map((op) => op.op).filter((name) => !(name in en.ops))).toEqual([]);
  });

  it('names the entries the device writes itself, in every language (issue 28.13)', () => {
    // pending-apply.ts records a rollback as apply_rollback; entries before the two-step restore say restore_upload.
    for (const name of ['apply_rollback', 'restore_upload']) expect(en.ops).toHaveProperty([name]);
    expect(en.ops.apply_rollback).toBe('Automatic rollback');
  });
});
