/** SPEC §5: the recalibration price is hidden for cash orders when RecalPriceRemove is on and recalibration is on the order. */
import { describe, expect, it } from 'vitest';
import { isRecalibrationItem } from '../../../engine/domain/isRecalibrationItem';
import { isRecalPriceHidden } from '../../../engine/domain/isRecalPriceHidden';
import { createLineItem } from '../../fixtures/createLineItem';
import type { PartType } from '../../../engine/domain/state';

const line = createLineItem;

const glass = line('WINDSHIELD');
const cameraGlass = line('WINDSHIELD', { requiresRecalibration: true, recalibrationType: 'Static' });
const recal = line('ADAS RECALIBRATION');
const sensorRecal = line('RECALIBRATION');
const withChildRecal = line('WINDSHIELD', { childParts: [line('RECALIBRATION')] });

describe('isRecalPriceHidden', () => {
  it.each([
    { name: 'cash, setting on, recalibration line', isInsurance: false, settings: { RecalPriceRemove: true }, lines: [glass, recal], hidden: true },
    { name: 'no choice yet counts as cash', isInsurance: null, settings: { RecalPriceRemove: true }, lines: [glass, recal], hidden: true },
    { name: 'the setting as text "true"', isInsurance: false, settings: { RecalPriceRemove: 'True' }, lines: [glass, sensorRecal], hidden: true },
    { name: 'a part that requires recalibration', isInsurance: false, settings: { RecalPriceRemove: true }, lines: [cameraGlass], hidden: true },
    { name: 'a recalibration child part', isInsurance: false, settings: { RecalPriceRemove: true }, lines: [withChildRecal], hidden: true },
    { name: 'insurance order', isInsurance: true, settings: { RecalPriceRemove: true }, lines: [glass, recal], hidden: false },
    { name: 'setting off', isInsurance: false, settings: { RecalPriceRemove: false }, lines: [glass, recal], hidden: false },
    { name: 'setting "false"', isInsurance: false, settings: { RecalPriceRemove: 'false' }, lines: [glass, recal], hidden: false },
    { name: 'setting missing', isInsurance: false, settings: {}, lines: [glass, recal], hidden: false },
    { name: 'no recalibration on the order', isInsurance: false, settings: { RecalPriceRemove: true }, lines: [glass, line('FRONT WIPER')], hidden: false },
  ])('$name → $hidden', ({ isInsurance, settings, lines, hidden }) => {
    expect(isRecalPriceHidden({ isInsurance, settings: settings as Record<string, string | boolean>, lineItems: lines })).toBe(hidden);
  });
});

describe('isRecalibrationItem', () => {
  it.each([
    ['ADAS RECALIBRATION', true],
    ['RECALIBRATION', true],
    ['adas recalibration', true],
    ['WINDSHIELD', false],
    ['REPLACE FEE', false],
  ])('%s → %s', (partType, expected) => {
    expect(isRecalibrationItem({ partType: partType as PartType })).toBe(expected);
  });
});
