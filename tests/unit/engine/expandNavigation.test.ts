/**
 * Sequences (funnel-config/sequences.yaml) expand into ordinary navigation rules: forward the later steps then `after`,
 * back the earlier steps nearest first then `before`, from a page inside or outside the sequence (SPEC §2 question
 * pages: empty stages skipped).
 */
import { describe, expect, it } from 'vitest';
import { expandNavigation } from '../../../engine/compile/expandNavigation';
import type { NavigationEntry, PageConfig, SequenceConfig } from '../../../engine/config/types';

const sequences: Record<string, SequenceConfig> = {
  questions: {
    steps: [
      { page: 'a', when: { truthy: 'order.vehicle.vin' }, note: 'With a.' },
      { page: 'b', when: { nonEmpty: 'order.damage.glassToReplace' } },
      { page: 'c', when: { truthy: 'order.damage.isRepair' } },
    ],
    after: { to: 'end', note: 'Done.' },
    before: [
      { to: 'lookup', when: { falsy: 'order.serviceLocation.zipCode' }, query: { from: 'questions' } },
      { to: 'start', set: { 'order.vehicle.vin': null } },
    ],
  },
};

/** A page `id` with one scenario. */
const pageWith = (id: string, scenario: string, value: NavigationEntry | NavigationEntry[]): PageConfig => ({
  id,
  kind: 'page',
  route: id,
  navigation: { [scenario]: value },
});

interface Row {
  name: string;
  page: PageConfig;
  scenario: string;
  /** The destinations of the expanded rules, in order, each `to` with `?` when it has a condition. */
  expected: string[];
}

const rows: Row[] = [
  { name: 'forward from outside: every step, then after', page: pageWith('zip', 'forward', { sequence: 'questions' }), scenario: 'forward', expected: ['a?', 'b?', 'c?', 'end'] },
  { name: 'forward from the first step: the later steps, then after', page: pageWith('a', 'forward', { sequence: 'questions' }), scenario: 'forward', expected: ['b?', 'c?', 'end'] },
  { name: 'forward from the last step: after only', page: pageWith('c', 'forward', { sequence: 'questions' }), scenario: 'forward', expected: ['end'] },
  { name: 'back from the last step: the earlier steps nearest first, then before', page: pageWith('c', 'back', { sequence: 'questions' }), scenario: 'back', expected: ['b?', 'a?', 'lookup?', 'start'] },
  { name: 'back from the first step: before only', page: pageWith('a', 'back', { sequence: 'questions' }), scenario: 'back', expected: ['lookup?', 'start'] },
  { name: 'back from outside (the page after the sequence): every step from the last, then before', page: pageWith('end', 'back', { sequence: 'questions' }), scenario: 'back', expected: ['c?', 'b?', 'a?', 'lookup?', 'start'] },
  {
    name: 'a reference among rules stands where it is written',
    page: pageWith('lookup', 'forward', [{ to: 'zip', when: { falsy: 'order.serviceLocation.zipCode' } }, { sequence: 'questions' }]),
    scenario: 'forward',
    expected: ['zip?', 'a?', 'b?', 'c?', 'end'],
  },
  { name: 'direction: back in another scenario', page: pageWith('c', 'previous', { sequence: 'questions', direction: 'back' }), scenario: 'previous', expected: ['b?', 'a?', 'lookup?', 'start'] },
  { name: 'direction: forward in the back scenario', page: pageWith('a', 'back', { sequence: 'questions', direction: 'forward' }), scenario: 'back', expected: ['b?', 'c?', 'end'] },
];

describe('expandNavigation', () => {
  it.each(rows)('$name', ({ page, scenario, expected }) => {
    const rules = expandNavigation(page, sequences)[scenario]!;
    expect(rules.map((rule) => `${rule.to}${rule.when ? '?' : ''}`)).toEqual(expected);
  });

  it('keeps each step condition and each after/before rule as written (query, set), and notes where the rule comes from', () => {
    const rules = expandNavigation(pageWith('b', 'back', { sequence: 'questions' }), sequences)['back']!;
    // A step's rule names its sequence: passing over it skips that page (the decision trace records it).
    expect(rules[0]).toEqual({ to: 'a', when: { truthy: 'order.vehicle.vin' }, note: 'With a. (sequence "questions", the earlier step that applies)', sequence: 'questions' });
    expect(rules[1]).toMatchObject({ to: 'lookup', when: { falsy: 'order.serviceLocation.zipCode' }, query: { from: 'questions' } });
    expect(rules[2]).toMatchObject({ to: 'start', set: { 'order.vehicle.vin': null }, note: 'From sequence "questions", before its first step.' });
    const forward = expandNavigation(pageWith('b', 'forward', { sequence: 'questions' }), sequences)['forward']!;
    expect(forward.map((rule) => rule.note)).toEqual([
      'From sequence "questions", the next step that applies.',
      'Done. (sequence "questions", after its last step)',
    ]);
  });

  it('leaves pages without sequences as they are, a single rule as a list of one', () => {
    const page = pageWith('x', 'forward', { to: 'y', query: { offer: 'cash' } });
    expect(expandNavigation(page, sequences)).toEqual({ forward: [{ to: 'y', query: { offer: 'cash' } }] });
  });

  it('an unknown sequence throws naming the page, scenario and sequence; the linter asks for no rules instead', () => {
    const page = pageWith('zip', 'forward', { sequence: 'qestions' });
    expect(() => expandNavigation(page, sequences)).toThrow('Page "zip" scenario "forward" goes through sequence "qestions"');
    expect(expandNavigation(page, sequences, true)).toEqual({ forward: [] });
  });
});
