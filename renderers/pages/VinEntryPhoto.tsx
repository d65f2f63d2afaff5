import { useState, type ChangeEvent } from 'react';
import { maxPhotoBytes } from '../../engine/domain/maxPhotoBytes';
import { toPhotoContentType } from '../../engine/domain/toPhotoContentType';
import { useRuntime } from '../app/useRuntime';

/** A VIN the photo lookup read, with the vehicle it decodes to (SPEC §7 lookup by image). */
export interface VinCandidate {
  vin: string;
  year: number;
  make: string;
  model: string;
  confidence: number;
}

type PhotoStatus =
  | { kind: 'idle' }
  | { kind: 'reading' }
  | { kind: 'found'; candidates: VinCandidate[] }
  | { kind: 'none' }
  | { kind: 'chosen'; vin: string; candidates: VinCandidate[] }
  | { kind: 'refused'; message: string };

/** The limit in the words of the message (6 MB). */
const limitText = `${Math.floor(maxPhotoBytes / 1_000_000)} MB`;

/** A file's bytes as base64, without the data-URL prefix. */
function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * The photo lookup of the VIN step (SPEC §1 "find it … by a photo", §7 lookup by image): take or upload a photo; it is
 * checked (an image type the lookup reads, at most 6 MB so the call stays within its 8 MiB body), sent as base64 with
 * its content type and file name, and the VINs read from it are offered — choosing one fills the VIN field (`onChoose`)
 * for the customer to check and send. None found, or a photo refused, is said in the polite status line.
 */
export function VinEntryPhoto({ pageId, onChoose }: { pageId: string; onChoose(vin: string): void }) {
  const runtime = useRuntime();
  const [status, setStatus] = useState<PhotoStatus>({ kind: 'idle' });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    const contentType = toPhotoContentType(file.type, file.name);
    if (!contentType) {
      setStatus({ kind: 'refused', message: "We can't read this kind of file. Choose a photo (JPEG, PNG, HEIC or WebP)." });
      return;
    }
    if (file.size > maxPhotoBytes) {
      setStatus({
        kind: 'refused',
        message: `This photo is too large (${(file.size / 1_000_000).toFixed(1)} MB). Choose a photo of at most ${limitText}.`,
      });
      return;
    }
    setStatus({ kind: 'reading' });
    try {
      const imageData = await readAsBase64(file);
      const fileName = (file.name || 'photo').slice(-255);
      // The page's YAML action (SPEC §7 lookup by image) keeps the VINs found in the page's data.
      const outcome = await runtime.runAction(pageId, 'lookupPhoto', { imageData, contentType, fileName });
      if (outcome.type !== 'done') throw new Error('The photo lookup failed');
      const found = runtime.getState().user.pageData[pageId]?.photoVins;
      const candidates = Array.isArray(found) ? (found as VinCandidate[]) : [];
      setStatus(candidates.length > 0 ? { kind: 'found', candidates } : { kind: 'none' });
    } catch {
      // SPEC §8: a failed call other than 404 bails out to the error route; here only what is left to say.
      setStatus({ kind: 'refused', message: "We couldn't read a VIN from this photo. Try another photo, or type the VIN." });
    } finally {
      // The same photo may be chosen again.
      input.value = '';
    }
  };

  const candidates = status.kind === 'found' || status.kind === 'chosen' ? status.candidates : [];
  const statusText =
    status.kind === 'reading'
      ? 'Looking for a VIN in your photo…'
      : status.kind === 'found'
        ? status.candidates.length === 1
          ? 'We found 1 VIN in your photo. Choose it to fill in the VIN field.'
          : `We found ${status.candidates.length} VINs in your photo. Choose the one on your vehicle.`
        : status.kind === 'none'
          ? 'No VIN found in the photo. Try a sharper photo of the VIN plate, or type the VIN.'
          : status.kind === 'chosen'
            ? `We filled in the VIN ${status.vin}. Check it against your vehicle, then choose Continue.`
            : '';

  return (
    <section className="vin-entry-photo" aria-labelledby="vin-photo-title">
      <h2 id="vin-photo-title" className="vin-entry-photo-title">
        No VIN at hand? Use a photo
      </h2>
      <p className="field-help" id="vin-photo-help">
        Photograph the VIN plate at the bottom of the windshield on the driver's side, or the sticker in the driver's door
        frame. We'll read the VIN for you to check.
      </p>
      <div className="field" data-invalid={status.kind === 'refused' ? 'true' : undefined}>
        <label className="field-label" htmlFor="vin-photo">
          Take or upload a photo of the VIN
        </label>
        <input
          type="file"
          id="vin-photo"
          name="vinPhoto"
          className="vin-entry-photo-input"
          accept="image/*"
          capture="environment"
          disabled={status.kind === 'reading'}
          aria-invalid={status.kind === 'refused' ? true : undefined}
          aria-describedby={status.kind === 'refused' ? 'vin-photo-error vin-photo-help' : 'vin-photo-help'}
          onChange={(event) => void onFile(event)}
        />
        {status.kind === 'refused' ? (
          <div className="field-error" id="vin-photo-error" role="alert">
            <p>{status.message}</p>
          </div>
        ) : null}
      </div>
      <p className="vin-entry-photo-status" role="status" aria-live="polite">
        {statusText}
      </p>
      {candidates.length > 0 ? (
        <ul className="vin-entry-candidates" aria-label="VINs found in your photo">
          {candidates.map((candidate) => (
            <li key={candidate.vin}>
              <button
                type="button"
                className="button button-secondary vin-entry-candidate"
                onClick={() => {
                  onChoose(candidate.vin);
                  setStatus({ kind: 'chosen', vin: candidate.vin, candidates });
                }}
              >
                <span>Use {candidate.vin}</span>
                <span className="vin-entry-candidate-vehicle">
                  {' '}
                  ({candidate.year} {candidate.make} {candidate.model})
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
