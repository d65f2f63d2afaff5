/** The image types the lookup by image accepts (SPEC §7 "contentType"). */
export const imageContentTypes = ['image/jpeg', 'image/png', 'image/heic', 'image/webp'] as const;

/** An accepted image type. */
export type ImageContentType = (typeof imageContentTypes)[number];

/** HEIF brands (bytes 8–11 after "ftyp") of HEIC photos as phones write them. */
const heicBrands = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1'];

const startsWith = (bytes: Uint8Array, offset: number, expected: readonly number[]): boolean =>
  bytes.length >= offset + expected.length && expected.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string): number[] => [...text].map((character) => character.charCodeAt(0));

/**
 * Whether `bytes` begin with the magic number of `contentType`: JPEG FF D8 FF; PNG 89 "PNG" 0D 0A 1A 0A; WebP "RIFF",
 * a size, "WEBP"; HEIC a box size, "ftyp" and a HEIF brand.
 */
export function hasImageSignature(bytes: Uint8Array, contentType: ImageContentType): boolean {
  switch (contentType) {
    case 'image/jpeg':
      return startsWith(bytes, 0, [0xff, 0xd8, 0xff]);
    case 'image/png':
      return startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/webp':
      return startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'));
    case 'image/heic':
      return startsWith(bytes, 4, ascii('ftyp')) && heicBrands.some((brand) => startsWith(bytes, 8, ascii(brand)));
  }
}
