import { describe, it } from 'vitest';
import { expectLintCase, page } from './lintFixture';
import type { LintCase } from './lintFixture';

const cases: LintCase[] = [
  {
    name: 'a misspelt renderer: what it triggers is not known, so no action is reported dead (unknown-renderer reports it)',
    mutate: (c) => void (page(c, 'vehicle').renderer = 'vehicle-selecter'),
    expected: [],
  },
  {
    name: 'a misspelt handler: likewise (unknown-handler reports it)',
    mutate: (c) => void ((page(c, 'landing') as { handler?: string }).handler = 'landng'),
    expected: [],
  },
  { name: 'the valid base has none (the vehicle selector declares its three actions)', mutate: () => {}, expected: [] },
  {
    name: 'a renderer whose action is not declared',
    mutate: (c) => void delete page(c, 'vehicle').actions!['loadModels'],
    expected: [{ file: 'pages/vehicle.yaml', at: '5:11', message: 'Renderer "vehicle-selector" triggers "loadModels", which the page lacks: declare loadModels under actions:', exact: true }],
  },
  {
    name: 'a handler whose action is not declared (the landing handler looks the prefilled vehicle up through YAML)',
    mutate: (c) => void delete page(c, 'landing').actions!['lookupPrefilledVehicle'],
    expected: [{ file: 'pages/landing.yaml', at: '4:10', message: 'Handler "landing" runs "lookupPrefilledVehicle", which the page lacks: declare lookupPrefilledVehicle under actions:', exact: true }],
  },
  {
    name: 'a run naming no action of the page, with a suggestion',
    mutate: (c) => void page(c, 'vehicle').actions!['loadStyles']!.do.push({ run: 'loadModel' }),
    expected: [{ file: 'pages/vehicle.yaml', at: '53:14', message: 'Page "vehicle" has no action "loadModel"; did you mean "loadModels"?', exact: true }],
  },
  {
    name: "a run passing an input its action does not take: the one it takes, or the ones it takes",
    mutate: (c) => {
      page(c, 'vehicle').actions!['loadStyles']!.do.push({ run: 'loadModels', input: { year: { from: 'input.year' }, maker: { from: 'input.make' } } });
      page(c, 'vehicle').actions!['loadModels']!.do.push({ run: 'loadMakes', input: { years: { from: 'input.year' }, make: { from: 'input.make' } } });
    },
    expected: [
      { file: 'pages/vehicle.yaml', at: '40:11', message: 'Action "loadMakes" takes no input "years"; did you mean "year"?', exact: true },
      { file: 'pages/vehicle.yaml', at: '42:11', message: 'Action "loadMakes" takes no input "make" (it takes "year")', exact: true },
      { file: 'pages/vehicle.yaml', at: '63:11', message: 'Action "loadModels" takes no input "maker"; did you mean "make"?', exact: true },
    ],
  },
  {
    name: 'actions that run each other',
    mutate: (c) => {
      page(c, 'vehicle').actions!['loadMakes']!.do.push({ run: 'loadModels' });
      page(c, 'vehicle').actions!['loadModels']!.do.push({ run: 'loadMakes' });
    },
    expected: [{ file: 'pages/vehicle.yaml', at: '17:3', message: 'Action "loadMakes" runs itself: loadMakes → loadModels → loadMakes', exact: true }],
  },
  {
    name: 'an after naming no earlier step',
    mutate: (c) => {
      const steps = page(c, 'vehicle').actions!['loadMakes']!.do;
      steps[0]!.id = 'makes';
      steps.unshift({ set: { 'user.pageData.vehicle.models': null }, after: ['make'] });
    },
    expected: [{ file: 'pages/vehicle.yaml', at: '24:13', message: 'No step with id "make" before this one', exact: true }],
  },
  {
    name: 'an after naming a step that comes later (after: waits only for earlier ones)',
    mutate: (c) => {
      const steps = page(c, 'vehicle').actions!['loadMakes']!.do;
      steps[0]!.id = 'makes';
      steps.unshift({ set: { 'user.pageData.vehicle.models': null }, after: ['makes'] });
    },
    expected: [{ file: 'pages/vehicle.yaml', at: '24:13', message: 'No step with id "makes" before this one; the step with that id comes after this one (step 2): after: waits only for earlier steps', exact: true }],
  },
  {
    name: 'an after naming the call of an earlier step that has no id: the id to give it',
    mutate: (c) => void page(c, 'vehicle').actions!['loadMakes']!.do.push({ set: { 'user.pageData.vehicle.models': null }, after: ['makes'] }),
    expected: [{ file: 'pages/vehicle.yaml', at: '29:13', message: 'No step with id "makes" before this one; give step 1 (vehicle.makes) id: makes', exact: true }],
  },
  {
    name: 'an action that goes to a scenario the page lacks',
    mutate: (c) => void (page(c, 'vehicle').actions!['loadMakes']!.go = { scenario: 'forwrd' }),
    expected: [{ file: 'pages/vehicle.yaml', at: '27:17', message: 'Action "loadMakes" goes to scenario "forwrd", which the page\'s navigation lacks; did you mean "forward"?', exact: true }],
  },
  {
    name: "a misspelt action name: the renderer's is missing, and the one declared is triggered by nothing",
    mutate: (c) => {
      const actions = page(c, 'vehicle').actions!;
      actions['loadMake'] = actions['loadMakes']!;
      delete actions['loadMakes'];
    },
    expected: [
      { file: 'pages/vehicle.yaml', at: '5:11', message: 'Renderer "vehicle-selector" triggers "loadMakes", which the page lacks: declare loadMakes under actions:' },
      { file: 'pages/vehicle.yaml', at: '44:3', message: 'Action "loadMake" is triggered by nothing (renderer "vehicle-selector" triggers "loadMakes", "loadModels", "loadStyles"); did you mean "loadMakes"?', exact: true },
    ],
  },
];

describe('page-actions', () => {
  it.each(cases)('$name', (row) => expectLintCase('page-actions', row));
});
