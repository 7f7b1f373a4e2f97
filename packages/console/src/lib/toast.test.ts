import { describe, expect, it } from 'vitest';
import { toast, toastStore } from './toast';

describe('toasts', () => {
  it('shows the same words once: a second save saying the same replaces the first toast (issue 30.3)', () => {
    toast.success("Port forwarding 'NAS web' added");
    toast.success("Port forwarding 'NAS web' added");
    toast.error("Port forwarding 'NAS web' added");
    expect(toastStore.get().map((item) => item.kind)).toEqual(['success', 'error']);
  });
});
