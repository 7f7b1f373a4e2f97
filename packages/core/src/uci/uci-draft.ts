// A transact() draft holds exactly the packages the handler named; this reads one of them typed.
import type { UciDraft } from './config-store';
import type { UciPackage } from './uci-types';

export function draftPackage(draft: UciDraft, name: string): UciPackage {
  const pkg = draft[name];
  if (!pkg) throw new Error(`the draft holds no package ${name}`);
  return pkg;
}
