// The op of the last write the device accepted: a list editor's save is a function of its page,
// and its toast names the page by that op (lib/change-toast.ts, issue 30.3).
let lastSaveOp: string | undefined;

export function noteSave(op: string): void {
  lastSaveOp = op;
}

export function lastSave(): string | undefined {
  return lastSaveOp;
}
