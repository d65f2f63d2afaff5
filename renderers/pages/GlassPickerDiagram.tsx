import type { GlassLocation, GlassName } from '../../engine/domain/state';

/** Where each piece of glass is drawn on the car seen from above, front up, driver on the left (US). */
const shapes: Array<{ location: GlassLocation; names: GlassName[]; points: string }> = [
  { location: 'Windshield', names: ['Front'], points: '34,52 86,52 80,74 40,74' },
  { location: 'Rear', names: ['Back', 'Single', 'Stationary', 'Slider'], points: '40,160 80,160 86,178 34,178' },
  { location: 'Driver', names: ['Vent'], points: '24,66 29,66 29,78 24,80' },
  { location: 'Driver', names: ['Front', 'Single'], points: '24,84 29,82 29,112 24,112' },
  { location: 'Driver', names: ['Back'], points: '24,116 29,116 29,140 24,140' },
  { location: 'Driver', names: ['Quarter', 'Stationary', 'Slider'], points: '24,144 29,144 29,156 24,158' },
  { location: 'Passenger', names: ['Vent'], points: '96,66 91,66 91,78 96,80' },
  { location: 'Passenger', names: ['Front', 'Single'], points: '96,84 91,82 91,112 96,112' },
  { location: 'Passenger', names: ['Back'], points: '96,116 91,116 91,140 96,140' },
  { location: 'Passenger', names: ['Quarter', 'Stationary', 'Slider'], points: '96,144 91,144 91,156 96,158' },
];

/**
 * The vehicle seen from above with the glass the customer chose filled in (SPEC §2 vehicle-damage): a picture only
 * (`aria-hidden`), repeating the checkboxes beside it; glass this vehicle does not have is not drawn.
 */
export function GlassPickerDiagram({ available, chosen }: { available: Record<GlassLocation, GlassName[]>; chosen: Set<string> }) {
  return (
    <svg className="glass-picker-diagram" viewBox="0 0 120 220" aria-hidden="true" focusable="false">
      <text x="60" y="9" textAnchor="middle" className="glass-picker-diagram-caption">
        Front
      </text>
      <rect x="20" y="14" width="80" height="196" rx="28" className="glass-picker-diagram-body" />
      <rect x="40" y="78" width="40" height="78" rx="6" className="glass-picker-diagram-roof" />
      {shapes.map((shape) => {
        const name = shape.names.find((candidate) => available[shape.location].includes(candidate));
        if (!name) return null;
        const isChosen = shape.names.some((candidate) => chosen.has(`${shape.location}:${candidate}`));
        return (
          <polygon
            key={`${shape.location}-${shape.names[0]}`}
            points={shape.points}
            className={isChosen ? 'glass-picker-diagram-glass is-chosen' : 'glass-picker-diagram-glass'}
            data-glass={`${shape.location}:${name}`}
          />
        );
      })}
    </svg>
  );
}
