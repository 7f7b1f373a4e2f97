// Storage failures by their errno: what an answer or a start-up says instead of a stack.

export function isReadOnly(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return code === 'EROFS' || code === 'EACCES' || code === 'EPERM';
}

export function isDiskFull(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}
