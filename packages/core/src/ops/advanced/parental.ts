// Advanced > Parental control: firewall4 time rules by MAC (settings/parental-rules.ts says how
// fw4 reads them) and which of them hold now, in the device's time zone.
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '../op-context';
import { draftPackage } from '../../uci/uci-draft';
import { parentalBlockingAt, readParentalRules, writeParentalRules } from '../../settings/parental-rules';

export const get_parental: Handler<Ops['get_parental']> = async (_input, ctx) => ({
  rules: readParentalRules(await ctx.store.read('firewall')),
});

export const set_parental: Handler<Ops['set_parental']> = async (input, ctx) => {
  await ctx.store.transact('set_parental', ['firewall'], (draft) => {
    writeParentalRules(draftPackage(draft, 'firewall'), input.rules);
  });
  return {};
};

export const get_parental_status: Handler<Ops['get_parental_status']> = async (_input, ctx) => {
  const [firewall, system] = await Promise.all([ctx.store.read('firewall'), ctx.store.read('system')]);
  return { blockingNow: parentalBlockingAt(firewall, system, Date.now()).rules };
};
