import { describe, expect, it } from 'vitest';
import { toLogPath } from '../../../api/client/toLogPath';

describe('toLogPath (SPEC §7: query stripped, at most 6 segments)', () => {
  it.each([
    ['/parts/api/v1/parts/recal-parts/123/P1/static/167132/85001/FMG/9?x=1', '/parts/api/v1/parts/recal-parts/123'],
    ['/vehicle/api/v1/vehicle/years', '/vehicle/api/v1/vehicle/years'],
    ['/vehicle/api/v1/vehicle/Makes/2020', '/vehicle/api/v1/vehicle/Makes/2020'],
    ['/vehicle/api/v1/vehicle/Models/2020/Honda', '/vehicle/api/v1/vehicle/Models/2020'],
    ['/location/api/v1/location/serviceability-details?zip=02139&carId=1', '/location/api/v1/location/serviceability-details'],
    ['/parts/api/v1/parts/wipers/{carId}/{zip}', '/parts/api/v1/parts/wipers/{carId}'],
    ['/a/b?c/d/e/f/g/h', '/a/b'],
    ['/a/b#c/d', '/a/b'],
    ['a//b/', '/a/b'],
    ['', '/'],
  ])('%s → %s', (path, expected) => {
    expect(toLogPath(path)).toBe(expected);
  });
});
