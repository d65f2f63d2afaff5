/** SPEC §5 fee filtering: part types containing FEE or EARLY BIRD leave the list, except a REPAIR FEE that is the repair. */
import { describe, expect, it } from 'vitest';
import { filterFees } from '../../../engine/domain/filterFees';
import type { PartType } from '../../../engine/domain/state';
import { createLineItem } from '../../fixtures/createLineItem';

const line = createLineItem;

describe('filterFees', () => {
  it.each([
    { partType: 'WINDSHIELD', partNumber: 'FW88750GT', shown: true },
    { partType: 'FRONT WIPER', partNumber: 'WIPER-F-2517', shown: true },
    { partType: 'RAIN REPEL', partNumber: 'RAIN-REPEL-S', shown: true },
    { partType: 'ADAS RECALIBRATION', partNumber: 'ADAS-RECAL-STATIC', shown: true },
    { partType: 'SERVICE PACKAGE DISCOUNT', partNumber: 'SVC-PKG-DISC', shown: true },
    { partType: 'supplies-repair', partNumber: 'WR-SUPPLIES', shown: true },
    { partType: 'REPLACE FEE', partNumber: 'INSTALL-KIT-W', shown: false },
    { partType: 'RECYCLE FEE', partNumber: 'RECYCLE-LAMINATED', shown: false },
    { partType: 'MOBILE FEE', partNumber: 'MOBILE-FEE', shown: false },
    { partType: 'disposal fee', partNumber: 'DISPOSAL-TEMPERED', shown: false },
    { partType: 'EARLY BIRD', partNumber: 'EARLYBIRD-TUE', shown: false },
    { partType: 'REPAIR FEE', partNumber: 'WR-CHIP-REPAIR', shown: true },
    { partType: 'REPAIR FEE', partNumber: 'WR-SUPPLIES', shown: false },
    { partType: 'repair fee', partNumber: 'wr-supplies', shown: false },
  ])('$partType $partNumber shown: $shown', ({ partType, partNumber, shown }) => {
    // 'repair fee': the rule reads part types in any case.
    const item = line(partType as PartType, { partNumber });
    expect(filterFees([item])).toEqual(shown ? [item] : []);
  });

  it('keeps the order of the lines it shows', () => {
    const lines = [line('WINDSHIELD'), line('REPLACE FEE'), line('FRONT WIPER'), line('RECYCLE FEE'), line('RAIN REPEL')];
    expect(filterFees(lines).map((item) => item.partType)).toEqual(['WINDSHIELD', 'FRONT WIPER', 'RAIN REPEL']);
  });
});
