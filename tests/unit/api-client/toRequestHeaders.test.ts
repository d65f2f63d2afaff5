import { describe, expect, it } from 'vitest';
import { toRequestHeaders } from '../../../api/client/toRequestHeaders';

describe('toRequestHeaders (SPEC §7 headers)', () => {
  it('names all seven headers when every value is set', () => {
    expect(
      toRequestHeaders(
        { experimentSettings: { x: [1] }, sessionSequenceNumber: 'S', referralSequenceNumber: 'R', eon: 'E', logEnabled: true },
        'App',
        'tx',
      ),
    ).toEqual({
      'X-Experiment-Settings': '{"x":[1]}',
      'X-Application-Name': 'App',
      'X-Session-Sequence-Number': 'S',
      'X-Referral-Sequence-Number': 'R',
      'X-Transaction-Id': 'tx',
      'X-Eon': 'E',
      'X-Log-Enabled': 'true',
    });
  });

  it('leaves out null values and keeps empty strings', () => {
    expect(
      toRequestHeaders(
        { experimentSettings: {}, sessionSequenceNumber: null, referralSequenceNumber: '', eon: null, logEnabled: false },
        'App',
        'tx',
      ),
    ).toEqual({
      'X-Experiment-Settings': '{}',
      'X-Application-Name': 'App',
      'X-Referral-Sequence-Number': '',
      'X-Transaction-Id': 'tx',
      'X-Log-Enabled': 'false',
    });
  });
});
