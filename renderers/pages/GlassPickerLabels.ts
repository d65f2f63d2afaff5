import type { GlassLocation, GlassName } from '../../engine/domain/state';

/** What the customer reads for each SPEC §3 glass location. */
const locationLabels: Record<GlassLocation, string> = {
  Windshield: 'Windshield',
  Driver: 'Driver side',
  Passenger: 'Passenger side',
  Rear: 'Rear',
};

/** Side windows, by SPEC §3 glass name. */
const sideLabels: Record<GlassName, string> = {
  Front: 'Front door window',
  Back: 'Back door window',
  Quarter: 'Quarter window (behind the back door)',
  Vent: 'Vent window (small window by the mirror)',
  Single: 'Side window',
  Stationary: 'Fixed side window',
  Slider: 'Sliding side window',
};

/** Back glass, by SPEC §3 glass name. */
const rearLabels: Record<GlassName, string> = {
  Front: 'Rear glass',
  Back: 'Back glass',
  Quarter: 'Rear quarter glass',
  Vent: 'Rear vent glass',
  Single: 'Back glass',
  Stationary: 'Fixed back glass',
  Slider: 'Sliding back glass',
};

/**
 * The words of the glass picker (renderers/pages/GlassPicker.tsx): each location's name, and each piece's label as
 * seen inside its location's group (`text`) and as heard on its own (`name`, e.g. "Driver side — front door window",
 * so two "front door window" boxes are never confused).
 */
export const glassPickerLabels = {
  location: (location: GlassLocation): string => locationLabels[location],
  piece(location: GlassLocation, glassName: GlassName): { text: string; namePrefix: string } {
    if (location === 'Windshield') return { text: glassName === 'Front' ? 'Windshield' : `${glassName} windshield`, namePrefix: '' };
    if (location === 'Rear') return { text: rearLabels[glassName], namePrefix: '' };
    return { text: sideLabels[glassName], namePrefix: `${locationLabels[location]} — ` };
  },
};
