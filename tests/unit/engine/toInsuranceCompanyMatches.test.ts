/** The insurance company list: sorted by accountName (SPEC §7), filtered by what is typed. */
import { describe, expect, it } from 'vitest';
import { toInsuranceCompanyMatches } from '../../../engine/domain/toInsuranceCompanyMatches';

const companies = ['Evergreen Drivers Insurance', 'acorn Mutual Insurance', 'Bluewater Casualty', 'Cardinal Auto Insurance', 'Delta Shield Assurance'].map(
  (accountName, index) => ({ accountName, parentAccountNumber: `41000${index + 1}` }),
);

describe('toInsuranceCompanyMatches', () => {
  it.each([
    { search: '', names: ['acorn Mutual Insurance', 'Bluewater Casualty', 'Cardinal Auto Insurance', 'Delta Shield Assurance', 'Evergreen Drivers Insurance'] },
    { search: '  ', names: ['acorn Mutual Insurance', 'Bluewater Casualty', 'Cardinal Auto Insurance', 'Delta Shield Assurance', 'Evergreen Drivers Insurance'] },
    { search: 'insurance', names: ['acorn Mutual Insurance', 'Cardinal Auto Insurance', 'Evergreen Drivers Insurance'] },
    { search: 'BLUE', names: ['Bluewater Casualty'] },
    { search: 'auto card', names: ['Cardinal Auto Insurance'] },
    { search: 'ass', names: ['Delta Shield Assurance'] },
    { search: 'nothing like it', names: [] },
  ])('"$search" → $names', ({ search, names }) => {
    expect(toInsuranceCompanyMatches(companies, search).map((company) => company.accountName)).toEqual(names);
  });

  it('keeps each company as given (its parent account number)', () => {
    expect(toInsuranceCompanyMatches(companies, 'blue')).toEqual([{ accountName: 'Bluewater Casualty', parentAccountNumber: '410003' }]);
  });
});
