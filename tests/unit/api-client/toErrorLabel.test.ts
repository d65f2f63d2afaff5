import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { toErrorLabel } from '../../../api/client/toErrorLabel';

const config = { headers: {} } as InternalAxiosRequestConfig;
const request = {};
const response = { data: { message: 'boom' }, status: 500, statusText: '', headers: {}, config };

describe('toErrorLabel (SPEC §8 "Call failures")', () => {
  it.each([
    [
      'network failure with no response',
      new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, request),
      'A network error occurred. This could be a bad URL, a CORS issue, or a dropped internet connection. It is impossible for us to know.',
    ],
    ['response with an error status', new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, request, response), 'Status Code Error'],
    [
      'ERR_NETWORK that still carries a response',
      new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, request, response),
      'Status Code Error',
    ],
    [
      'request made but no response',
      new AxiosError('timeout', AxiosError.ECONNABORTED, config, request),
      'The request was made but no response was received',
    ],
    ['a call given up after its timeout', new AxiosError('timeout of 15000ms exceeded', AxiosError.ETIMEDOUT), 'The request was made but no response was received'],
    ['an axios error before any request', new AxiosError('bad config', AxiosError.ERR_BAD_OPTION, config), 'Error'],
    ['a plain Error', new Error('something else'), 'Error'],
    ['a thrown string', 'oops', 'Error'],
    ['null', null, 'Error'],
  ])('%s', (_case, error, expected) => {
    expect(toErrorLabel(error)).toBe(expected);
  });
});
