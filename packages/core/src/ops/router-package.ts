// Whether an optional OpenWrt package is installed, for a save that writes its file only where it
// is: always so where the daemon plays every service (a platform without requirePackage).
import type { OpContext } from './op-context';
import { MissingPackageError, type RouterPackage } from '../errors/missing-package-error';

export async function hasRouterPackage(ctx: OpContext, pkg: RouterPackage): Promise<boolean> {
  try {
    await ctx.platform.requirePackage?.(pkg);
    return true;
  } catch (error) {
    if (error instanceof MissingPackageError) return false;
    throw error;
  }
}
