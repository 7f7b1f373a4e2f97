import type { CellRadio } from '../platform/platform';

/** A serving cell with nothing known: what a reading fills in, and the answer without a modem. */
export const noCellRadio: Readonly<CellRadio> = {
  technology: 'none',
  band: '',
  arfcn: null,
  nrBand: '',
  nrArfcn: null,
  cellId: null,
  pci: null,
  tac: null,
  rsrp: null,
  rsrq: null,
  sinr: null,
  rssi: null,
};
