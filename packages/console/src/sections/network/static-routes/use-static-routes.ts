import { useQueryClient } from '@tanstack/react-query';
import { get_route_table, get_static_routes, set_static_routes, type StaticRoute } from '@rc/contract/ops/network/static-routes';
import { callOp } from '../../../lib/api-client';
import { useOp } from '../../../lib/use-op';

const TABLE_POLL_MS = 10_000;

export const staticRouteList = set_static_routes.input.shape.routes;
export const staticRouteItem = staticRouteList.element;

export const useStaticRoutes = () => useOp(get_static_routes, {});
export const useRouteTable = () => useOp(get_route_table, {}, { refetchInterval: TABLE_POLL_MS });

/** Sends the whole list of static routes, then reloads it and the kernel's table. */
export function useSaveStaticRoutes() {
  const queryClient = useQueryClient();
  return async (routes: StaticRoute[]) => {
    await callOp(set_static_routes, { routes });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [get_static_routes.op] }),
      queryClient.invalidateQueries({ queryKey: [get_route_table.op] }),
    ]);
  };
}
