/** SPEC §5: the part before a slash is the visible code; duplicates are shown once. */
import { describe, expect, it } from 'vitest';
import { toVisiblePromoCode } from '../../../engine/domain/toVisiblePromoCode';
import { toVisiblePromoCodes } from '../../../engine/domain/toVisiblePromoCodes';

describe('toVisiblePromoCode', () => {
  it.each([
    ['SAVE20', 'SAVE20'],
    ['save20', 'SAVE20'],
    ['SAVE20/WEB', 'SAVE20'],
    [' save20/web/x ', 'SAVE20'],
    ['/WEB', ''],
    ['', ''],
  ])('%j → %j', (code, visible) => {
    expect(toVisiblePromoCode(code)).toBe(visible);
  });
});

describe('toVisiblePromoCodes', () => {
  it.each([
    { codes: ['SAVE20', 'FREEWIPERS'], visible: ['SAVE20', 'FREEWIPERS'] },
    { codes: ['SAVE20/WEB', 'save20', 'SAVE20'], visible: ['SAVE20'] },
    { codes: ['freewipers/WEB', 'FREEWIPERS', ' FreeWipers '], visible: ['FREEWIPERS'] },
    { codes: ['/WEB', 'TAKE25'], visible: ['TAKE25'] },
    { codes: [], visible: [] },
  ])('$codes → $visible', ({ codes, visible }) => {
    expect(toVisiblePromoCodes(codes)).toEqual(visible);
  });
});
