// The band a channel number belongs to: ModemManager's cell info and uqmi give EARFCN / NR-ARFCN /
// UARFCN, not the band. Downlink ranges of the common bands; where NR bands overlap, the one
// operators deploy most (n78 within n77, n41 over n7, n28 over n20) is listed first.
type Range = readonly [band: string, first: number, last: number];

// 3GPP TS 36.101 table 5.7.3-1 (E-UTRA channel numbers, downlink).
const lte: readonly Range[] = [
  ['B1', 0, 599], ['B2', 600, 1199], ['B3', 1200, 1949], ['B4', 1950, 2399], ['B5', 2400, 2649],
  ['B7', 2750, 3449], ['B8', 3450, 3799], ['B12', 5010, 5179], ['B13', 5180, 5279], ['B17', 5730, 5849],
  ['B18', 5850, 5999], ['B19', 6000, 6149], ['B20', 6150, 6449], ['B25', 8040, 8689], ['B26', 8690, 9039],
  ['B28', 9210, 9659], ['B34', 36200, 36349], ['B38', 37750, 38249], ['B39', 38250, 38649],
  ['B40', 38650, 39649], ['B41', 39650, 41589], ['B42', 41590, 43589], ['B43', 43590, 45589],
  ['B66', 66436, 67335], ['B71', 68586, 68935],
];

// 3GPP TS 38.104 table 5.4.2.3-1 (NR-ARFCN, downlink).
const nr: readonly Range[] = [
  ['n78', 620000, 653333], ['n77', 620000, 680000], ['n79', 693334, 733333], ['n41', 499200, 537999],
  ['n1', 422000, 434000], ['n3', 361000, 376000], ['n5', 173800, 178800], ['n8', 185000, 192000],
  ['n28', 151600, 160600], ['n20', 158200, 164200], ['n7', 524000, 538000],
];

// 3GPP TS 25.101 table 5.2 (UARFCN, downlink).
const wcdma: readonly Range[] = [['B1', 10562, 10838], ['B2', 9662, 9938], ['B5', 4357, 4458], ['B8', 2937, 3088]];

const find = (ranges: readonly Range[], channel: number | null) =>
  channel === null ? '' : (ranges.find(([, first, last]) => channel >= first && channel <= last)?.[0] ?? '');

export const lteBand = (earfcn: number | null) => find(lte, earfcn);
export const nrBand = (nrArfcn: number | null) => find(nr, nrArfcn);
export const wcdmaBand = (uarfcn: number | null) => find(wcdma, uarfcn);
