// A page's save keeps the options of a section it does not own (DESIGN "Config store"), but never
// one contract unsafe-options lists (issue 26.1): an `up` script or a pppd plugin set by hand, or
// planted before, is gone after the page saves that section. What the page itself writes passed its
// schema and is never on the list.
import { isUnsafeOption } from '@rc/contract/unsafe-options';
import type { UciSection } from '../uci/uci-types';

/** `pkg` names the UCI package (file) that holds `section`. */
export function dropUnsafeOptions(pkg: string, section: UciSection): void {
  for (const [option, value] of [...section.options]) {
    if (isUnsafeOption(pkg, section.type, option, typeof value === 'string' ? [value] : value)) section.options.delete(option);
  }
}
