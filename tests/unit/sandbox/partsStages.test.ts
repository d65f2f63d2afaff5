/**
 * The parts calls that decide the glass and the SPEC §2 question stages: damage options, parts or questions, parts,
 * capability questions and the part from capability answers (api/contract/paths/parts.yaml).
 */
import { describe, expect, it } from 'vitest';
import { loadVehicleCatalog } from '../../../api/sandbox/catalog/loadVehicleCatalog';
import { useTestSandbox } from '../../harness/createTestSandbox';

const catalog = loadVehicleCatalog();

const sandbox = useTestSandbox({ now: () => new Date('2026-12-01T09:00:00Z') });

/** The carId of a catalog vehicle (the test fails loudly if the catalog lost it). */
function carIdOf(year: number, make: string, model: string, style: string): number {
  const vehicle = catalog.findVehicle(year, make, model, style);
  if (!vehicle) throw new Error(`The catalog has no ${year} ${make} ${model} ${style}`);
  return vehicle.carId;
}

const windshield = { location: 'Windshield', name: 'Front' } as const;
const driverFront = { location: 'Driver', name: 'Front' } as const;

/** The test vehicles of api/sandbox/test-values/parts.md, one per stage combination. */
const vehicles = {
  noQuestions: carIdOf(2012, 'Toyota', 'Avalon', '4 Door Sedan'),
  partQuestionsOnly: carIdOf(2012, 'Honda', 'Fit', '4 Door Hatchback'),
  partChoicesOnly: carIdOf(2012, 'Honda', 'Civic', '4 Door Sedan'),
  moldingOnly: carIdOf(2012, 'Toyota', 'Camry', '4 Door Sedan'),
  capabilityOnly: carIdOf(2018, 'Toyota', 'Corolla', '4 Door Sedan'),
  all: carIdOf(2018, 'Honda', 'Accord', '4 Door Sedan'),
  standardCamera: carIdOf(2020, 'Toyota', 'Corolla', '4 Door Sedan'),
};

const answersNo = [
  { questionId: 'rain-sensor', answerId: 'rain-sensor-no' },
  { questionId: 'heated-wiper-park', answerId: 'heated-wiper-park-no' },
];

describe('damage options (SPEC §7 parts.damageOptions)', () => {
  it.each([
    { kind: 'sedan', vehicle: [2018, 'Honda', 'Accord', '4 Door Sedan'], side: ['Front', 'Back'], rear: ['Back'] },
    { kind: 'coupe', vehicle: [2020, 'Honda', 'Civic', '2 Door Coupe'], side: ['Front'], rear: ['Back'] },
    { kind: 'SUV', vehicle: [2018, 'Toyota', '4Runner', '4 Door Utility'], side: ['Front', 'Back', 'Quarter'], rear: ['Back'] },
    { kind: 'passenger van', vehicle: [2018, 'Honda', 'Odyssey', 'Passenger Van'], side: ['Front', 'Back', 'Quarter'], rear: ['Back'] },
    { kind: 'cargo van', vehicle: [2018, 'Ford', 'Transit', 'Cargo Van'], side: ['Front', 'Back', 'Quarter'], rear: ['Back'] },
    { kind: 'wagon', vehicle: [2018, 'Subaru', 'Outback', '4 Door Wagon'], side: ['Front', 'Back', 'Quarter'], rear: ['Back'] },
    { kind: 'regular cab pickup', vehicle: [2020, 'Toyota', 'Tundra', '2 Door Regular Cab Pickup'], side: ['Front'], rear: ['Stationary', 'Slider'] },
    { kind: 'crew cab pickup', vehicle: [2018, 'Ford', 'F-150', '4 Door Crew Cab Pickup'], side: ['Front', 'Back'], rear: ['Stationary', 'Slider'] },
    { kind: 'convertible', vehicle: [2012, 'Chevrolet', 'Corvette', '2 Door Convertible'], side: ['Front'], rear: [] },
    { kind: 'crew cab chassis', vehicle: [2018, 'Ford', 'F-550 Super Duty', '4 Door Crew Cab Chassis'], side: ['Front', 'Back'], rear: [] },
    { kind: 'sedan before 2000', vehicle: [1998, 'Honda', 'Accord', '4 Door Sedan'], side: ['Front', 'Back', 'Vent'], rear: ['Back'] },
    { kind: '2-door SUV before 2000', vehicle: [1998, 'Jeep', 'Wrangler', '2 Door Utility'], side: ['Front', 'Back', 'Quarter', 'Vent'], rear: ['Back'] },
    { kind: 'motor home', vehicle: [2018, 'Ford', 'F-53', 'Motor Home'], side: ['Front'], rear: ['Back'] },
    { kind: 'day cab tractor', vehicle: [2018, 'Volvo', 'VNL', '2 Door Day Cab Tractor'], side: ['Front'], rear: ['Stationary'] },
    { kind: 'sleeper cab tractor', vehicle: [2018, 'Volvo', 'VNL', '2 Door Sleeper Cab Tractor'], side: ['Front'], rear: [] },
  ] as const)('a $kind has side glass $side and back glass $rear', async ({ vehicle, side, rear }) => {
    const carId = carIdOf(vehicle[0], vehicle[1], vehicle[2], vehicle[3]);
    const { status, body } = await sandbox.call('parts.damageOptions', { carId });
    expect(status).toBe(200);
    expect(body).toEqual({
      carId,
      windshieldOptions: { location: 'Windshield', availableReplacementOptions: ['Front'] },
      driverSideOptions: { location: 'Driver', availableReplacementOptions: side },
      passengerSideOptions: { location: 'Passenger', availableReplacementOptions: side },
      backGlassOptions: { location: 'Rear', availableReplacementOptions: rear },
    });
  });

  it('answers 404 naming carId for a carId no vehicle has', async () => {
    const { status, body } = await sandbox.call('parts.damageOptions', { carId: 7 });
    expect(status).toBe(404);
    expect(body.field).toBe('carId');
  });
});

describe('question stages (SPEC §2 forward chain, parts.partsOrQuestions)', () => {
  const ask = (carId: number, glassPieces: object[] = [windshield], serviceType = 'Replace') =>
    sandbox.call('parts.partsOrQuestions', { carId, glassPieces, zip: '85001', vin: null, serviceType, referralSeqNumber: null });

  it.each([
    { name: 'noQuestions', part: 0, choices: 0, molding: 0, capability: 0, windshieldKnown: true },
    { name: 'partQuestionsOnly', part: 2, choices: 0, molding: 0, capability: 0, windshieldKnown: false },
    { name: 'partChoicesOnly', part: 0, choices: 2, molding: 0, capability: 0, windshieldKnown: false },
    { name: 'moldingOnly', part: 0, choices: 0, molding: 1, capability: 0, windshieldKnown: true },
    { name: 'capabilityOnly', part: 0, choices: 0, molding: 0, capability: 1, windshieldKnown: true },
    { name: 'all', part: 2, choices: 0, molding: 1, capability: 1, windshieldKnown: false },
    { name: 'standardCamera', part: 0, choices: 0, molding: 0, capability: 0, windshieldKnown: true },
  ] as const)('$name asks $part part, $molding molding, $capability capability questions and offers $choices parts', async (row) => {
    const { status, body } = await ask(vehicles[row.name]);
    expect(status).toBe(200);
    const stages = body.partsOrQuestions;
    expect(stages.partQuestions).toHaveLength(row.part);
    expect(stages.partChoices).toHaveLength(row.choices);
    expect(stages.moldingQuestions).toHaveLength(row.molding);
    expect(stages.capabilityQuestions).toHaveLength(row.capability);
    expect(stages.hasQuestions).toBe(row.part + row.choices + row.molding + row.capability > 0);
    expect(stages.glassPieceParts.map((part: { partType: string }) => part.partType)).toEqual(row.windshieldKnown ? ['WINDSHIELD'] : []);
  });

  it('gives a 2020 windshield the camera bracket and recalibration without asking', async () => {
    const { body } = await ask(vehicles.standardCamera);
    const [part] = body.partsOrQuestions.glassPieceParts;
    expect(part.partNumber).toMatch(/^FW\d{5}GTC$/);
    expect(part.requiresRecalibration).toBe(true);
    expect(['Static', 'Dynamic', 'Dual']).toContain(part.recalibrationType);
  });

  it('asks nothing when only side glass is replaced, even on the vehicle with every stage', async () => {
    const { body } = await ask(vehicles.all, [driverFront]);
    expect(body.partsOrQuestions).toMatchObject({ partQuestions: [], partChoices: [], moldingQuestions: [], capabilityQuestions: [], hasQuestions: false });
    expect(body.partsOrQuestions.glassPieceParts).toHaveLength(1);
    expect(body.partsOrQuestions.glassPieceParts[0]).toMatchObject({ id: 'Driver-Front', partType: 'SIDE GLASS' });
  });

  it('asks nothing and has no glass parts for a repair', async () => {
    const { body } = await ask(vehicles.all, [], 'Repair');
    expect(body.partsOrQuestions).toEqual({
      partQuestions: [],
      partChoices: [],
      moldingQuestions: [],
      capabilityQuestions: [],
      glassPieceParts: [],
      hasQuestions: false,
    });
  });

  it('keeps the glass order and gives every piece its own part', async () => {
    const pieces = [{ location: 'Rear', name: 'Back' }, windshield, driverFront, { location: 'Passenger', name: 'Back' }];
    const { body } = await ask(vehicles.noQuestions, pieces);
    expect(body.partsOrQuestions.glassPieceParts.map((part: { id: string }) => part.id)).toEqual([
      'Rear-Back',
      'Windshield-Front',
      'Driver-Front',
      'Passenger-Back',
    ]);
  });

  it.each([
    { case: 'no glass for a replacement', pieces: [], field: 'glassPieces' },
    { case: 'the same piece twice', pieces: [windshield, driverFront, windshield], field: 'glassPieces[2]' },
    { case: 'glass the vehicle does not have', pieces: [windshield, { location: 'Rear', name: 'Slider' }], field: 'glassPieces[1].name' },
    { case: 'a location/name mix-up', pieces: [{ location: 'Windshield', name: 'Back' }], field: 'glassPieces[0].name' },
  ])('answers 400 naming $field for $case', async ({ pieces, field }) => {
    const { status, body } = await ask(vehicles.noQuestions, pieces);
    expect(status).toBe(400);
    expect(body.field).toBe(field);
  });

  it('answers 404 naming carId for an unknown vehicle', async () => {
    const { status, body } = await ask(7);
    expect(status).toBe(404);
    expect(body.field).toBe('carId');
  });

  it('answers the same request the same way every time', async () => {
    const first = await ask(vehicles.all, [windshield, driverFront]);
    const second = await ask(vehicles.all, [windshield, driverFront]);
    expect(second.body).toEqual(first.body);
  });
});

describe('the question-stage vehicles of api/sandbox/test-values/parts.md', () => {
  /** Every row of the md table: its carId, the stages it goes through, and the windshield it documents. */
  it.each([
    { vehicle: [2012, 'Toyota', 'Avalon', '4 Door Sedan'], carId: 1240258624, stages: '----', windshield: 'FW88750GT', recalibration: null },
    { vehicle: [2012, 'Honda', 'Fit', '4 Door Hatchback'], carId: 668623793, stages: 'P---' },
    { vehicle: [2012, 'Honda', 'Civic', '4 Door Sedan'], carId: 255703474, stages: '-C--' },
    { vehicle: [2012, 'Toyota', 'Sequoia', '4 Door Utility'], carId: 2134281555, stages: 'PC--' },
    { vehicle: [2012, 'Toyota', 'Camry', '4 Door Sedan'], carId: 1264681700, stages: '--M-' },
    { vehicle: [2012, 'Honda', 'Odyssey', 'Passenger Van'], carId: 1196971037, stages: 'P-M-' },
    { vehicle: [2012, 'Honda', 'Ridgeline', '4 Door Crew Cab Pickup'], carId: 806100846, stages: '-CM-' },
    { vehicle: [2018, 'Toyota', 'Corolla', '4 Door Sedan'], carId: 155389432, stages: '---Q' },
    { vehicle: [2018, 'Honda', 'Accord', '4 Door Sedan'], carId: 402985527, stages: 'PCMQ' },
    { vehicle: [2020, 'Toyota', 'Corolla', '4 Door Sedan'], carId: 708927624, stages: '----', windshield: 'FW98911GTC', recalibration: 'Static' },
    { vehicle: [2020, 'Honda', 'Civic', '4 Door Sedan'], carId: 1516192990, stages: '-CM-', recalibration: 'Dual' },
  ] as const)('$vehicle ($carId) goes through $stages (part, choices, molding, capability)', async (row) => {
    expect(carIdOf(row.vehicle[0], row.vehicle[1], row.vehicle[2], row.vehicle[3])).toBe(row.carId);
    const request = { carId: row.carId, glassPieces: [windshield], zip: '85001', serviceType: 'Replace' };
    const { body: asked } = await sandbox.call('parts.partsOrQuestions', request);
    const answerResults = asked.partsOrQuestions.partQuestions.map((question: { questionId: string }) => ({
      questionId: question.questionId,
      answerId: `${question.questionId}-no`,
    }));
    const { status, body } = await sandbox.call('parts.parts', { ...request, answerResults });
    expect(status).toBe(200);
    const stages = [
      asked.partsOrQuestions.partQuestions.length > 0 ? 'P' : '-',
      body.partChoices.length > 1 ? 'C' : '-',
      body.moldingQuestions.length > 0 ? 'M' : '-',
      body.capabilityQuestions.length > 0 ? 'Q' : '-',
    ].join('');
    expect(stages).toBe(row.stages);
    const [part] = [...body.glassPieceParts, ...body.partChoices];
    if ('windshield' in row) expect(part.partNumber).toBe(row.windshield);
    if ('recalibration' in row) expect({ requiresRecalibration: part.requiresRecalibration, recalibrationType: part.recalibrationType }).toEqual({
      requiresRecalibration: row.recalibration !== null,
      recalibrationType: row.recalibration,
    });
  });
});

describe('parts once the questions are answered (parts.parts)', () => {
  const parts = (carId: number, answerResults: object[], glassPieces: object[] = [windshield]) =>
    sandbox.call('parts.parts', { carId, glassPieces, zip: '85001', serviceType: 'Replace', answerResults });

  it.each([
    { rain: 'rain-sensor-no', heated: 'heated-wiper-park-no', suffix: 'GT', recalibration: false },
    { rain: 'rain-sensor-yes', heated: 'heated-wiper-park-no', suffix: 'GTR', recalibration: true },
    { rain: 'rain-sensor-no', heated: 'heated-wiper-park-yes', suffix: 'GTH', recalibration: false },
    { rain: 'rain-sensor-yes', heated: 'heated-wiper-park-yes', suffix: 'GTRH', recalibration: true },
  ])('answers $rain and $heated select the windshield …$suffix', async ({ rain, heated, suffix, recalibration }) => {
    const { status, body } = await parts(vehicles.partQuestionsOnly, [
      { questionId: 'rain-sensor', answerId: rain },
      { questionId: 'heated-wiper-park', answerId: heated },
    ]);
    expect(status).toBe(200);
    expect(body.partChoices).toEqual([]);
    const [part] = body.glassPieceParts;
    expect(part.partNumber).toMatch(new RegExp(`^FW\\d{5}${suffix}$`));
    expect(part.requiresRecalibration).toBe(recalibration);
  });

  it('prices each windshield option on top of the plain windshield', async () => {
    const plain = (await parts(vehicles.partQuestionsOnly, answersNo)).body.glassPieceParts[0];
    const withSensor = (
      await parts(vehicles.partQuestionsOnly, [
        { questionId: 'rain-sensor', answerId: 'rain-sensor-yes' },
        { questionId: 'heated-wiper-park', answerId: 'heated-wiper-park-no' },
      ])
    ).body.glassPieceParts[0];
    expect(withSensor.kitPrice).toBeCloseTo(plain.kitPrice + 38, 2);
    expect(withSensor.laborAmount).toBe(plain.laborAmount);
  });

  it('offers the parts to choose among, each with the answers applied, and leaves the windshield out', async () => {
    const { body } = await parts(vehicles.all, [
      { questionId: 'rain-sensor', answerId: 'rain-sensor-yes' },
      { questionId: 'heated-wiper-park', answerId: 'heated-wiper-park-no' },
    ]);
    expect(body.glassPieceParts).toEqual([]);
    expect(body.partChoices.map((part: { partNumber: string }) => part.partNumber.slice(7))).toEqual(['GTR', 'GBR']);
    expect(body.partChoices[1].kitPrice).toBeGreaterThan(body.partChoices[0].kitPrice);
    expect(body.moldingQuestions).toHaveLength(1);
    expect(body.capabilityQuestions).toHaveLength(1);
  });

  it('answers the choices of a vehicle without part questions with no answers at all', async () => {
    const { status, body } = await parts(vehicles.partChoicesOnly, []);
    expect(status).toBe(200);
    expect(body.partChoices.map((part: { description: string }) => part.description)).toEqual([
      '2012 Honda Civic windshield, green tint',
      '2012 Honda Civic windshield, green tint with a blue shade band',
    ]);
  });

  it.each([
    { answerId: 'windshield-molding-chrome', child: { partType: 'MOLDING', kitPrice: 64.95, isChildPart: true } },
    { answerId: 'windshield-molding-black', child: { partType: 'MOLDING', kitPrice: 42.95, isChildPart: true } },
    { answerId: 'windshield-molding-none', child: null },
  ])('a molding answer $answerId gives the windshield child part $child', async ({ answerId, child }) => {
    const { body } = await parts(vehicles.moldingOnly, [{ questionId: 'windshield-molding', answerId }]);
    const [part] = body.glassPieceParts;
    expect(part.childParts).toEqual(child ? [expect.objectContaining(child)] : []);
  });

  it.each([
    { answerId: 'forward-camera-yes', camera: true },
    { answerId: 'forward-camera-unsure', camera: true },
    { answerId: 'forward-camera-no', camera: false },
  ])('a capability answer $answerId gives the camera bracket: $camera', async ({ answerId, camera }) => {
    const { body } = await parts(vehicles.capabilityOnly, [{ questionId: 'forward-camera', answerId }]);
    const [part] = body.glassPieceParts;
    expect(part.partNumber.endsWith('C')).toBe(camera);
    expect(part.requiresRecalibration).toBe(camera);
  });

  it.each([
    {
      case: 'a question that was not asked',
      carId: vehicles.moldingOnly,
      answers: [{ questionId: 'rain-sensor', answerId: 'rain-sensor-yes' }],
      field: 'answerResults[0].questionId',
    },
    {
      case: 'an answer of another question',
      carId: vehicles.partQuestionsOnly,
      answers: [
        { questionId: 'rain-sensor', answerId: 'rain-sensor-no' },
        { questionId: 'heated-wiper-park', answerId: 'rain-sensor-yes' },
      ],
      field: 'answerResults[1].answerId',
    },
    {
      case: 'a question answered twice',
      carId: vehicles.partQuestionsOnly,
      answers: [...answersNo, { questionId: 'rain-sensor', answerId: 'rain-sensor-yes' }],
      field: 'answerResults[2].questionId',
    },
    {
      case: 'a part question left unanswered',
      carId: vehicles.partQuestionsOnly,
      answers: [{ questionId: 'rain-sensor', answerId: 'rain-sensor-no' }],
      field: 'answerResults',
    },
    {
      case: 'an answer on a vehicle that asks nothing',
      carId: vehicles.noQuestions,
      answers: [{ questionId: 'forward-camera', answerId: 'forward-camera-yes' }],
      field: 'answerResults[0].questionId',
    },
  ])('answers 400 naming $field for $case', async ({ carId, answers, field }) => {
    const { status, body } = await parts(carId, answers);
    expect(status).toBe(400);
    expect(body.field).toBe(field);
    expect(body.message).toMatch(/"/);
  });
});

describe('glass prices', () => {
  const sampleVehicles = [
    [1998, 'Honda', 'Accord', '4 Door Sedan'],
    [2012, 'Toyota', 'Camry', '4 Door Sedan'],
    [2020, 'Honda', 'Civic', '4 Door Sedan'],
    [2024, 'BMW', '3 Series', '4 Door Sedan'],
    [2018, 'Ford', 'F-53', 'Motor Home'],
    [2018, 'Volvo', 'VNL', '2 Door Day Cab Tractor'],
    [2026, 'Toyota', 'Tundra', '4 Door Crew Cab Pickup'],
  ] as const;

  it.each(sampleVehicles)('a %s %s %s %s windshield kit costs 250 to 900 and side glass less', async (...vehicle) => {
    const carId = carIdOf(vehicle[0], vehicle[1], vehicle[2], vehicle[3]);
    const request = { carId, glassPieces: [windshield, driverFront], zip: '85001', serviceType: 'Replace' };
    const { body: options } = await sandbox.call('parts.partsOrQuestions', request);
    const answerResults = options.partsOrQuestions.partQuestions.map((question: { questionId: string; answers: { answerId: string }[] }) => ({
      questionId: question.questionId,
      answerId: question.answers[1]!.answerId,
    }));
    const { body } = await sandbox.call('parts.parts', { ...request, answerResults });
    const known = [...body.glassPieceParts, ...body.partChoices];
    const windshieldPart = known.find((part: { partType: string }) => part.partType === 'WINDSHIELD');
    const sidePart = known.find((part: { partType: string }) => part.partType === 'SIDE GLASS');
    for (const part of known) {
      expect(part.sellingPrice).toBeCloseTo(part.kitPrice + part.laborAmount, 2);
      for (const amount of [part.kitPrice, part.laborAmount, part.sellingPrice]) expect(Math.round(amount * 100)).toBeCloseTo(amount * 100, 6);
    }
    expect(sidePart.kitPrice).toBeLessThan(250);
    expect(windshieldPart.kitPrice).toBeGreaterThanOrEqual(250);
    expect(windshieldPart.kitPrice).toBeLessThanOrEqual(900);
    expect(windshieldPart.laborAmount).toBeGreaterThan(sidePart.laborAmount);
  });
});

describe('capability questions (parts.capabilityQuestions) and the final part (parts.partFromCapabilityAnswer)', () => {
  /** The plain windshield part of the capability-only vehicle (2018 Toyota Corolla). */
  const corollaWindshield = async () =>
    (await sandbox.call('parts.partsOrQuestions', { carId: vehicles.capabilityOnly, glassPieces: [windshield, driverFront], zip: '85001', serviceType: 'Replace' }))
      .body.partsOrQuestions.glassPieceParts;

  it('asks about the camera for a 2014-2019 windshield, and nothing for its side glass', async () => {
    const [windshieldPart, sidePart] = await corollaWindshield();
    const asked = await sandbox.call('parts.capabilityQuestions', { carId: vehicles.capabilityOnly, partNumber: windshieldPart.partNumber });
    expect(asked.status).toBe(200);
    expect(asked.body.map((question: { questionId: string }) => question.questionId)).toEqual(['forward-camera']);
    const side = await sandbox.call('parts.capabilityQuestions', { carId: vehicles.capabilityOnly, partNumber: sidePart.partNumber });
    expect(side.body).toEqual([]);
  });

  it('matches the part number case-insensitively', async () => {
    const [windshieldPart] = await corollaWindshield();
    const { status } = await sandbox.call('parts.capabilityQuestions', { carId: vehicles.capabilityOnly, partNumber: windshieldPart.partNumber.toLowerCase() });
    expect(status).toBe(200);
  });

  it.each([
    { case: 'an unknown carId', carId: 7, field: 'carId' },
    { case: "the Corolla's windshield asked of another vehicle", carId: vehicles.all, field: 'partNumber' },
  ])('answers 404 naming $field for $case', async ({ carId, field }) => {
    const [windshieldPart] = await corollaWindshield();
    const { status, body } = await sandbox.call('parts.capabilityQuestions', { carId, partNumber: windshieldPart.partNumber });
    expect(status).toBe(404);
    expect(body.field).toBe(field);
  });

  it.each([
    { answerId: 'forward-camera-yes', camera: true },
    { answerId: 'forward-camera-unsure', camera: true },
    { answerId: 'forward-camera-no', camera: false },
  ])('answer $answerId gives the camera bracket variant: $camera', async ({ answerId, camera }) => {
    const [windshieldPart] = await corollaWindshield();
    const { status, body } = await sandbox.call('parts.partFromCapabilityAnswer', {
      part: windshieldPart,
      capabilityAnswerResults: [{ questionId: 'forward-camera', answerId }],
    });
    expect(status).toBe(200);
    expect(body.partNumber).toBe(camera ? `${windshieldPart.partNumber}C` : windshieldPart.partNumber);
    expect(body.requiresRecalibration).toBe(camera);
    if (camera) {
      expect(body.kitPrice).toBeGreaterThanOrEqual(windshieldPart.kitPrice + 85);
      expect(body.kitPrice).toBeLessThanOrEqual(windshieldPart.kitPrice + 135);
      expect(['Static', 'Dynamic', 'Dual']).toContain(body.recalibrationType);
    } else {
      expect(body).toEqual(windshieldPart);
    }
  });

  it('rebuilds the part from its number, not from the prices sent, and keeps the child parts sent', async () => {
    const [windshieldPart] = await corollaWindshield();
    const child = { partNumber: 'FM10000C', partType: 'MOLDING', isChildPart: true };
    const { body } = await sandbox.call('parts.partFromCapabilityAnswer', {
      part: { ...windshieldPart, kitPrice: 1, sellingPrice: 1, childParts: [child] },
      capabilityAnswerResults: [{ questionId: 'forward-camera', answerId: 'forward-camera-no' }],
    });
    expect(body.kitPrice).toBe(windshieldPart.kitPrice);
    expect(body.childParts).toEqual([child]);
  });

  it.each([
    { case: 'no answer', answers: [], field: 'capabilityAnswerResults', status: 400 },
    { case: 'an unknown answer', answers: [{ questionId: 'forward-camera', answerId: 'maybe' }], field: 'capabilityAnswerResults[0].answerId', status: 400 },
    { case: 'an unknown question', answers: [{ questionId: 'heads-up', answerId: 'yes' }], field: 'capabilityAnswerResults[0].questionId', status: 400 },
  ])('answers $status naming $field for $case', async ({ answers, field, status }) => {
    const [windshieldPart] = await corollaWindshield();
    const answer = await sandbox.call('parts.partFromCapabilityAnswer', { part: windshieldPart, capabilityAnswerResults: answers });
    expect(answer.status).toBe(status);
    expect(answer.body.field).toBe(field);
  });

  it('answers 400 for a camera answer on a part that asks no capability question', async () => {
    const { body: options } = await sandbox.call('parts.partsOrQuestions', { carId: vehicles.noQuestions, glassPieces: [windshield], zip: '85001', serviceType: 'Replace' });
    const { status, body } = await sandbox.call('parts.partFromCapabilityAnswer', {
      part: options.partsOrQuestions.glassPieceParts[0],
      capabilityAnswerResults: [{ questionId: 'forward-camera', answerId: 'forward-camera-yes' }],
    });
    expect(status).toBe(400);
    expect(body.field).toBe('capabilityAnswerResults[0].questionId');
  });

  it.each(['FW00001GT', 'FD12345GT', 'WIPER-F-2616'])('answers 404 naming part.partNumber for %s, not a windshield of any vehicle', async (partNumber) => {
    const { status, body } = await sandbox.call('parts.partFromCapabilityAnswer', {
      part: { partNumber, partType: 'WINDSHIELD' },
      capabilityAnswerResults: [],
    });
    expect(status).toBe(404);
    expect(body.field).toBe('part.partNumber');
  });
});
