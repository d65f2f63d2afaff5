import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { getBillToAccountNumber } from '../account/getBillToAccountNumber';
import { getInsuranceCompanyList } from '../account/getInsuranceCompanyList';
import { createOperationRegistrar } from '../http/createOperationRegistrar';
import { RequestError } from '../http/RequestError';
import type { SandboxPluginOptions } from '../SandboxContext';

/**
 * The account calls of SPEC §7 (api/contract/paths/account.yaml): the insurance company list, sorted by accountName,
 * and the bill-to account of a parent account (a number; the client converts it to a string, SPEC §7).
 */
export const accountRoutes: FastifyPluginAsync<SandboxPluginOptions> = async (app: FastifyInstance, { context }) => {
  const register = createOperationRegistrar(app, context.contract);

  register('account.insuranceCompanies', async () => getInsuranceCompanyList());

  register('account.billToAccountNumber', async ({ query }) => {
    const billTo = getBillToAccountNumber(query.ParentAccountNumber, query.IsItac === true);
    if (billTo === null) {
      throw new RequestError(
        404,
        'ParentAccountNumber',
        `No account has the parent account number ${query.ParentAccountNumber}: use 167132 (cash) or an insurance company's parentAccountNumber.`,
      );
    }
    return billTo;
  });
};
