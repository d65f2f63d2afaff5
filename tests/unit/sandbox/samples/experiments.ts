import type { ContractSamples } from '../../../harness/ContractSample';

const deviceId = '55555555-5555-4555-8555-555555555555';

/** Well-formed calls of the experiments service (api/contract/paths/experiments.yaml). */
export const experimentsSamples: ContractSamples = {
  'experiments.run': {
    params: { applicationName: 'FMG', deviceId, triggerEvent: 'PageEntry', triggerValue: 'quote', experimentOrder: ['display-msr'] },
  },
  'experiments.logExposure': {
    // The exposure must name the variation the device was given, so run first.
    params: async (sandbox) => {
      const run = await sandbox.call<{ testId: string; variationId: string; assignmentId: string }[]>('experiments.run', {
        applicationName: 'FMG',
        deviceId,
        triggerEvent: 'PageEntry',
        triggerValue: 'quote',
      });
      const experiment = run.body.find((candidate) => candidate.testId === 'display-msr')!;
      return {
        deviceId,
        testId: experiment.testId,
        variationId: experiment.variationId,
        assignmentId: experiment.assignmentId,
        pageName: 'quote',
      };
    },
  },
};
