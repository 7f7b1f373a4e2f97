// Advanced > Parental control: firewall4 time rules by MAC (settings/parental-rules.ts says how
// fw4 reads them) and which of them hold now, in the device's time zone.
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '../op-context';
import { draftPackage } from '../../uci/uci-draft';
import { readParentalRules, ruleHoldsAt, writeParentalRules } from '../../settings/parental-rules';
import { systemSettings } from '../../settings/system-settings';
import { localMinute } from '../../system/schedule/reboot-scheduler';

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
  const rules = readParentalRules(await ctx.store.read('firewall'));
  const { weekday, time } = localMinute(Date.now(), systemSettings(await ctx.store.read('system')).zonename);
  return { blockingNow: rules.filter((rule) => ruleHoldsAt(rule, weekday, time)).map((rule) => rule.id) };
};
