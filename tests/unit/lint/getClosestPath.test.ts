import { describe, expect, it } from 'vitest';
import { getClosestPath } from '../../../engine/lint/getClosestPath';

const candidates = [
  'user.pageData.vehicle.years', 'user.pageData.vehicle.makes', 'user.pageData.schedule.reach', 'user.pageData.vehicle-damage.vinSkipped',
  'order.serviceLocation.provider', 'order.serviceLocation.provider.providerNumber', 'order.serviceLocation.zipCode',
  'order.serviceLocation.zipCodeCtu', 'order.serviceLocation.mobile.zipCode',
  'external.vehicle', 'external.vehicle.year', 'external.vehicle.make', 'external.vehicleDamage', 'external.vehicleDamage.isRepair',
];

describe('getClosestPath', () => {
  it.each([
    ['a misspelt last segment', 'user.pageData.vehicle.yeras', 'user.pageData.vehicle.years'],
    ['a misspelt page in the middle', 'user.pageData.vehicle-damge.vinSkipped', 'user.pageData.vehicle-damage.vinSkipped'],
    ['a case difference', 'user.pageData.vehicle.Makes', 'user.pageData.vehicle.makes'],
    ['two segments changed: no suggestion', 'user.pageData.schedul.reech', undefined],
    ['a different word, not a typo (no path of long shared text)', 'user.pageData.vehicle.styles', undefined],
    ['a deeper path below a known one: no suggestion', 'user.pageData.vehicle.years.0', undefined],
    ['a deeper path below a misspelt one: its known part corrected', 'user.pageData.vehicle.yeras.0', 'user.pageData.vehicle.years.0'],
    ['a segment left out: the leaf deeper down, not the parent', 'order.serviceLocation.providerNumber', 'order.serviceLocation.provider.providerNumber'],
    ['a leaf named by its first word', 'order.serviceLocation.zip', 'order.serviceLocation.zipCode'],
    ['a name without its place: the shortest path ending in it', 'zipCode', 'order.serviceLocation.zipCode'],
    ['a known start is not corrected into a longer name: no suggestion rather than external.vehicleDamage.yr', 'external.vehicle.yr', undefined],
  ])('%s', (_name, path, expected) => {
    expect(getClosestPath(path, candidates)).toBe(expected);
  });
});
