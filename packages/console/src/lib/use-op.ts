import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { OpDef, OpInput, OpOutput } from '@rc/contract/op';
import { callOp } from './api-client';
import type { OpRef } from './op-ref';
import type { ApiError } from './api-error';

type Options<D extends OpDef> = Omit<UseQueryOptions<OpOutput<D>, ApiError>, 'queryKey' | 'queryFn'>;

/** A read op as a TanStack query, keyed by op name and input. */
export function useOp<D extends OpDef>(def: D | OpRef<D>, input: OpInput<D>, options: Options<D> = {}) {
  return useQuery<OpOutput<D>, ApiError>({
    queryKey: [def.op, input],
    queryFn: ({ signal }) => callOp(def, input, { signal }),
    ...options,
  });
}
