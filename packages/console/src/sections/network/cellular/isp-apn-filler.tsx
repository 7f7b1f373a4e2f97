import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { ispsOf, presetApn, type CellularCountry } from '@rc/contract/cellular-isps';

/**
 * Spec 2: choosing an ISP fills in its APN, and a new nation/area starts at its first ISP.
 * Only the administrator's own changes count, so a loaded or restored APN is never overwritten.
 */
export function IspApnFiller() {
  const form = useFormContext();
  // The ISP to select once the new country's list is rendered; a select cannot take an option it lacks.
  const [nextIsp, setNextIsp] = useState<string | null>(null);

  useEffect(() => {
    const subscription = form.watch((values, { name, type }) => {
      if (type !== 'change') return;
      if (name === 'country') setNextIsp(ispsOf(values.country as CellularCountry)[0] ?? null);
      if (name === 'isp') fillApn(form.setValue, String(values.isp));
    });
    return () => subscription.unsubscribe();
  }, [form]);

  useEffect(() => {
    if (nextIsp === null) return;
    form.setValue('isp', nextIsp, { shouldDirty: true });
    fillApn(form.setValue, nextIsp);
    setNextIsp(null);
  }, [form, nextIsp]);

  return null;
}

function fillApn(setValue: ReturnType<typeof useFormContext>['setValue'], isp: string): void {
  const apn = presetApn(isp);
  if (apn !== undefined) setValue('apn', apn, { shouldDirty: true, shouldValidate: true });
}
