/**
 * SPEC §2 schedule, §3 appointment types: a shop offers in shop and drop-off as it takes them; mobile only where mobile
 * service reaches the vehicle (the serviceability answer says so, not a military base, not a big truck).
 */
import { describe, expect, it } from 'vitest';
import { getOfferedAppointmentTypes } from '../../../engine/domain/getOfferedAppointmentTypes';
import { isMobileAllowed } from '../../../engine/domain/isMobileAllowed';

const reaches = { isMobileServiceable: true, containsMilitaryBase: false, isBigTruck: false };
const allTypes = ['Inshop', 'Dropoff', 'InshopOrDropoff', 'Mobile'];

describe('getOfferedAppointmentTypes', () => {
  it.each([
    { case: 'a shop taking everything, mobile reaching', shop: { appointmentTypes: allTypes }, reach: reaches, types: ['Inshop', 'Dropoff', 'Mobile'] },
    { case: 'no mobile technicians at the shop', shop: { appointmentTypes: ['Inshop', 'Dropoff', 'InshopOrDropoff'] }, reach: reaches, types: ['Inshop', 'Dropoff'] },
    { case: 'drop-off only (71007)', shop: { appointmentTypes: ['Dropoff'] }, reach: reaches, types: ['Dropoff'] },
    { case: 'in shop only (a kiosk)', shop: { appointmentTypes: ['Inshop'] }, reach: reaches, types: ['Inshop'] },
    { case: 'InshopOrDropoff takes both', shop: { appointmentTypes: ['InshopOrDropoff'] }, reach: reaches, types: ['Inshop', 'Dropoff'] },
    { case: 'a military-base zip', shop: { appointmentTypes: allTypes }, reach: { ...reaches, containsMilitaryBase: true }, types: ['Inshop', 'Dropoff'] },
    { case: 'a big truck', shop: { appointmentTypes: allTypes }, reach: { ...reaches, isBigTruck: true }, types: ['Inshop', 'Dropoff'] },
    { case: 'no mobile route to the zip', shop: { appointmentTypes: allTypes }, reach: { ...reaches, isMobileServiceable: false }, types: ['Inshop', 'Dropoff'] },
    { case: 'a temporarily closed shop', shop: { appointmentTypes: allTypes, isTemporarilyClosed: true }, reach: reaches, types: [] },
  ])('$case → $types', ({ shop, reach, types }) => {
    expect(getOfferedAppointmentTypes(shop, reach)).toEqual(types);
  });
});

describe('isMobileAllowed', () => {
  it.each([
    { reach: reaches, allowed: true },
    { reach: { ...reaches, isMobileServiceable: false }, allowed: false },
    { reach: { ...reaches, containsMilitaryBase: true }, allowed: false },
    { reach: { ...reaches, isBigTruck: true }, allowed: false },
  ])('$reach → $allowed', ({ reach, allowed }) => {
    expect(isMobileAllowed(reach)).toBe(allowed);
  });
});
