import type { VehicleCategory } from '../../../engine/domain/state';

/** A side view per SPEC §3 vehicle category: the body, the glass (lighter) and where the wheels sit (issue #14). */
const silhouettes: Record<VehicleCategory, { body: string; glass: string; wheels: number[] }> = {
  CAR: {
    body: 'M6 44 L9 33 Q11 30 16 30 L32 28 L44 18 Q46 17 50 17 L76 17 Q80 17 83 20 L93 29 L110 32 Q115 33 116 38 L116 44 Z',
    glass: 'M36 28 L46 20 L62 20 L62 28 Z M65 20 L76 20 Q78 20 80 22 L86 28 L65 28 Z',
    wheels: [28, 94],
  },
  SUV: {
    body: 'M6 44 L7 31 Q8 27 13 27 L24 26 L34 13 Q35 12 38 12 L98 12 Q102 12 103 15 L106 26 L112 27 Q116 28 116 33 L116 44 Z',
    glass: 'M29 26 L37 15 L58 15 L58 26 Z M61 15 L80 15 L80 26 L61 26 Z M83 15 L99 15 L101 26 L83 26 Z',
    wheels: [28, 94],
  },
  TRUCK: {
    body: 'M6 44 L7 32 Q8 29 13 29 L24 28 L33 15 Q34 14 37 14 L62 14 Q65 14 65 17 L65 28 L114 28 Q116 28 116 31 L116 44 Z',
    glass: 'M29 28 L37 17 L48 17 L48 28 Z M51 17 L62 17 L62 28 L51 28 Z',
    wheels: [26, 96],
  },
  VAN: {
    body: 'M6 44 L7 32 Q8 29 12 28 L26 25 L38 13 Q40 11 44 11 L108 11 Q113 11 114 16 L116 30 L116 44 Z',
    glass: 'M31 25 L41 15 L56 15 L56 25 Z M59 15 L82 15 L82 25 L59 25 Z M85 15 L108 15 L110 25 L85 25 Z',
    wheels: [26, 96],
  },
  'COMMERCIAL VAN': {
    body: 'M6 44 L7 31 Q8 28 12 27 L20 25 L28 9 Q30 6 35 6 L112 6 Q116 6 116 10 L116 44 Z',
    glass: 'M22 25 L30 10 L44 10 L44 25 Z',
    wheels: [24, 96],
  },
  'MOTOR HOME': {
    body: 'M4 44 L4 8 Q4 4 8 4 L104 4 Q108 4 109 8 L110 16 L113 18 Q116 20 116 25 L116 44 Z',
    glass: 'M100 18 L110 18 L114 26 L100 26 Z M14 12 L30 12 L30 22 L14 22 Z M58 12 L80 12 L80 22 L58 22 Z',
    wheels: [22, 96],
  },
  SEMI: {
    body: 'M4 44 L4 28 L60 28 L60 12 Q60 6 66 6 L84 6 Q90 6 92 12 L94 20 L112 24 Q116 25 116 30 L116 44 Z',
    glass: 'M78 10 L88 10 Q90 10 90 13 L92 22 L78 22 Z',
    wheels: [18, 34, 96],
  },
};

/** The silhouette of a SPEC §3 vehicle category (a picture only: the words beside it say what it is). */
export function VehicleSilhouette({ category }: { category: string | null | undefined }) {
  const shape = silhouettes[(category ?? 'CAR') as VehicleCategory] ?? silhouettes.CAR;
  return (
    <svg className="vehicle-silhouette" viewBox="0 0 120 54" aria-hidden="true" focusable="false" data-category={category ?? 'CAR'}>
      <path d={shape.body} className="vehicle-silhouette-body" />
      <path d={shape.glass} className="vehicle-silhouette-glass" />
      {shape.wheels.map((x) => (
        <g key={x}>
          <circle cx={x} cy="46" r="8" className="vehicle-silhouette-tyre" />
          <circle cx={x} cy="46" r="3.5" className="vehicle-silhouette-hub" />
        </g>
      ))}
    </svg>
  );
}
