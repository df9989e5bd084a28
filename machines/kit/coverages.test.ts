/** Coverages as the pages show them: the liability group and limits in thousands. */
import { describe, expect, it } from 'vitest';
import { coverageLimitText, isLiabilityCoverage, LIABILITY_COVERAGES } from './coverages';

describe('coverages', () => {
  it('[portal-9.12] the liability group: BI, PD, MEDPM, PIP, UM, UMPD, ADB', () => {
    expect(LIABILITY_COVERAGES).toEqual(['BI', 'PD', 'MEDPM', 'PIP', 'UM', 'UMPD', 'ADB']);
    expect(['bi', ' PIP ', 'ADB', 'COLL', 'COMP', 'RENT'].map(isLiabilityCoverage)).toEqual([true, true, true, false, false, false]);
  });

  const rows: Array<[string, string, string]> = [
    ['BI', '30', '$30,000'],
    ['PD', '25', '$25,000'],
    ['UM', '5', '$5,000'],
    ['umpd', ' 60 ', '$60,000'],
    ['BI', '100', '100'],
    ['BI', '30000', '30000'],
    ['MEDPM', '5', '5'],
    ['COLL', '25', '25'],
    ['PD', 'Declined', 'Declined'],
  ];
  it.each(rows)('[portal-9.20] %s limit %j is shown as %j', (name, limit, shown) => {
    expect(coverageLimitText(name, limit)).toBe(shown);
  });
});
