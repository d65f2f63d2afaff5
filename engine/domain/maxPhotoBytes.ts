/**
 * The largest photo the VIN photo lookup sends (SPEC §7 lookup by image: imageData is base64). The call's body may be
 * up to 8 MiB (api/contract vehicle.lookupByImage `x-body-limit`) and base64 makes 4 characters of every 3 bytes, so a
 * photo may have 6 MiB less a margin for the other fields: a larger one would be refused by the API (a 400, which
 * bails out, SPEC §8), so the funnel says so before sending it.
 */
export const maxPhotoBytes = Math.floor((8 * 1024 * 1024 - 4 * 1024) / 4) * 3;
