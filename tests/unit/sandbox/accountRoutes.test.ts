/**
 * SPEC §7 account calls: the insurance company list (sorted by accountName) and the bill-to account of a parent
 * account (SPEC §9 cash parent 167132 → default bill-to 87291), with 400/404 naming the field.
 */
import { describe, expect, it } from 'vitest';
import { insuranceCompanies } from '../../../api/sandbox/data/insuranceCompanies';
import { useTestSandbox } from '../../harness/createTestSandbox';


const sandbox = useTestSandbox();

describe('insurance companies (SPEC §7 account.insuranceCompanies)', () => {
  it('lists at least 20 companies sorted by accountName, each with a distinct parent account', async () => {
    const { status, body } = await sandbox.call('account.insuranceCompanies');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(20);
    const names = body.map((company: any) => company.accountName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(new Set(body.map((company: any) => company.parentAccountNumber)).size).toBe(body.length);
    expect(body[0]).toEqual({ accountName: 'Acorn Mutual Insurance', parentAccountNumber: '410001', phone: '800-555-0101', isItac: true, requiresAdditionalAuth: false });
  });

  it('flags ITAC companies and those needing an additional authorisation', async () => {
    const { body } = await sandbox.call('account.insuranceCompanies');
    const flags = (name: string) => body.find((company: any) => company.accountName === name);
    expect(flags('Bluewater Casualty')).toMatchObject({ isItac: false, requiresAdditionalAuth: false });
    expect(flags('Cardinal Auto Insurance')).toMatchObject({ isItac: true, requiresAdditionalAuth: true });
  });
});

describe('bill-to account (SPEC §7 account.billToAccountNumber)', () => {
  it.each([
    { case: 'the cash parent (SPEC §9)', query: { ParentAccountNumber: '167132' }, billTo: 87291 },
    { case: 'the cash parent, ITAC', query: { ParentAccountNumber: '167132', IsItac: true }, billTo: 87291 },
    { case: 'an insurer', query: { ParentAccountNumber: '410001', ProviderNumber: '1234' }, billTo: 52001 },
    { case: 'an insurer, ITAC', query: { ParentAccountNumber: '410001', IsItac: true }, billTo: 62001 },
    { case: 'an insurer, not ITAC', query: { ParentAccountNumber: '410001', IsItac: false }, billTo: 52001 },
    { case: 'an insurer without ITAC, ITAC asked', query: { ParentAccountNumber: '410002', IsItac: true }, billTo: 52002 },
  ])('$case → $billTo, a number the client converts to a string', async ({ query, billTo }) => {
    const { status, body } = await sandbox.call('account.billToAccountNumber', query);
    expect(status).toBe(200);
    expect(body).toBe(billTo);
  });

  it('knows the bill-to account of every listed company', async () => {
    for (const company of insuranceCompanies) {
      const { body } = await sandbox.call('account.billToAccountNumber', { ParentAccountNumber: company.parentAccountNumber });
      expect(body).toBe(company.billToAccountNumber);
    }
  });

  it.each([
    { case: 'an unknown parent account', query: { ParentAccountNumber: '999999' }, status: 404, field: 'ParentAccountNumber' },
    { case: 'no parent account', query: {}, status: 400, field: 'ParentAccountNumber' },
    { case: 'a parent account with letters', query: { ParentAccountNumber: 'ABC' }, status: 400, field: 'ParentAccountNumber' },
    { case: 'a provider number with letters', query: { ParentAccountNumber: '167132', ProviderNumber: 'P-1' }, status: 400, field: 'ProviderNumber' },
    { case: 'an IsItac that is not a boolean', query: { ParentAccountNumber: '167132', IsItac: 'maybe' }, status: 400, field: 'IsItac' },
  ])('$case → $status naming $field', async ({ query, status, field }) => {
    const answer = await sandbox.call('account.billToAccountNumber', query);
    expect(answer.status).toBe(status);
    expect(answer.body.field).toBe(field);
    expect(answer.body.message).toEqual(expect.any(String));
  });
});
