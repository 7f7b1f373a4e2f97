import { Suspense, lazy } from 'react';
import { Timing } from '@rc/contract/constants';
import { refs } from '../../lib/op-refs';
import { queryClient } from '../../lib/query-client';
import { useOp } from '../../lib/use-op';
import { areasReady } from '../../lib/i18n';

// Issue 32.2, DESIGN budgets: the wizard, its strings and the schemas it checks with load only
// when the device says it is due (get_web_msg first_start, the footer's own query).
const FirstStartWizard = lazy(() =>
  Promise.all([import('../../sections/first-start/first-start-wizard'), areasReady('system'), areasReady('wifi')]).then(([module]) => ({ default: module.FirstStartWizard })),
);

export function FirstStartGate() {
  const { data } = useOp(refs.get_web_msg, {}, { refetchInterval: Timing.uptimePollMs, staleTime: 0 });
  if (!data?.first_start) return null;
  const done = () => void queryClient.invalidateQueries({ queryKey: [refs.get_web_msg.op] });
  return (
    <Suspense fallback={null}>
      <FirstStartWizard deviceZone={data.zonename} onDone={done} />
    </Suspense>
  );
}
