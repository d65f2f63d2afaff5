/** The image types the VIN photo lookup accepts (SPEC §7 lookup by image: contentType). */
export type PhotoContentType = 'image/jpeg' | 'image/png' | 'image/heic' | 'image/webp';

const byExtension: Record<string, PhotoContentType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
  heif: 'image/heic',
  webp: 'image/webp',
};

/**
 * The contentType to send for a chosen photo, or null when the lookup cannot read it: the file's own type when it is
 * JPEG, PNG, HEIC or WebP; when the browser gives no type (HEIC often has none outside Safari), the file name's
 * extension decides.
 */
export function toPhotoContentType(type: string, fileName: string): PhotoContentType | null {
  const normalized = type.trim().toLowerCase();
  if (normalized === 'image/jpg' || normalized === 'image/pjpeg') return 'image/jpeg';
  if (normalized === 'image/heif') return 'image/heic';
  if (Object.values(byExtension).includes(normalized as PhotoContentType)) return normalized as PhotoContentType;
  if (normalized !== '') return null;
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return extension ? (byExtension[extension] ?? null) : null;
}
