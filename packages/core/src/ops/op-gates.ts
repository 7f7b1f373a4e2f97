// The feature gates of an op call (menu_conf.json), apart from op-call.ts's input checks: the
// router build answers an op without an input with these alone, so its pages load no schema
// library (DESIGN budgets). Browser-safe.
import type { Feature } from '@rc/contract/features';
import type { OpDef } from '@rc/contract/op';
import type { OpAnswer } from './op-failure';

/** Which of the device's features (menu.conf) are on. */
export type FeatureGate = (feature: Feature) => boolean;

/** -9 for an op whose feature is off, before its input is read. */
export function featureRefusal(op: Pick<OpDef, 'feature' | 'anyFeature'>, isEnabled: FeatureGate): OpAnswer | undefined {
  if (op.feature && !isEnabled(op.feature)) return { code: '-9', msg: 'feature disabled' };
  if (op.anyFeature && !op.anyFeature.some(isEnabled)) return { code: '-9', msg: 'feature disabled' };
  return undefined;
}
