/** SPEC §7 lookup by image: which photos the VIN photo lookup sends, as what type, and up to what size. */
import { describe, expect, it } from 'vitest';
import { maxPhotoBytes } from '../../../engine/domain/maxPhotoBytes';
import { toPhotoContentType } from '../../../engine/domain/toPhotoContentType';

describe('toPhotoContentType', () => {
  it.each([
    ['image/jpeg', 'IMG_0001.JPG', 'image/jpeg'],
    ['image/jpg', 'photo.jpg', 'image/jpeg'],
    ['image/png', 'civic.png', 'image/png'],
    ['image/webp', 'a.webp', 'image/webp'],
    ['image/heic', 'IMG_0002.HEIC', 'image/heic'],
    ['image/heif', 'IMG_0003.heif', 'image/heic'],
    ['', 'IMG_0004.HEIC', 'image/heic'],
    ['', 'scan.jpeg', 'image/jpeg'],
    ['image/gif', 'vin.gif', null],
    ['application/pdf', 'registration.pdf', null],
    ['', 'notes.txt', null],
    ['', 'no-extension', null],
  ])('%j named %s → %s', (type, name, expected) => {
    expect(toPhotoContentType(type, name)).toBe(expected);
  });
});

describe('maxPhotoBytes', () => {
  it('keeps the base64 body of the call within its 8 MiB limit (api/contract x-body-limit)', () => {
    const base64Length = Math.ceil(maxPhotoBytes / 3) * 4;
    expect(base64Length + 1024).toBeLessThanOrEqual(8 * 1024 * 1024);
    expect(maxPhotoBytes).toBeGreaterThan(6 * 1000 * 1000);
  });
});
