import axios, { AxiosError, AxiosHeaders, CanceledError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

/** How the fake server answers one request. */
export type FakeReply =
  | { status: number; data?: unknown; headers?: Record<string, string> }
  | { network: true }
  | { noResponse: true }
  /** No answer ever: the request hangs until it is aborted (the client's timeout). */
  | { hang: true }
  | { throws: unknown };

/** A request as the fake server saw it: method, full URL with query, headers and parsed JSON body. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** An axios adapter standing in for the network in tests: records requests, answers with scripted replies. */
export function createFakeAdapter(reply: (request: RecordedRequest) => FakeReply = () => ({ status: 200, data: {} })): {
  adapter: AxiosAdapter;
  requests: RecordedRequest[];
} {
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const headers = Object.fromEntries(
      Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([name, value]) => [name, String(value)]),
    );
    const recorded: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: axios.getUri(config),
      headers,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    requests.push(recorded);
    const answer = reply(recorded);
    const request = {};
    if ('throws' in answer) throw answer.throws;
    if ('network' in answer) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, request);
    if ('noResponse' in answer) throw new AxiosError('timeout of 1000ms exceeded', AxiosError.ECONNABORTED, config, request);
    if ('hang' in answer) {
      return new Promise((_resolve, reject) => {
        config.signal?.addEventListener?.('abort', () => reject(new CanceledError(undefined, undefined, config)));
      });
    }
    const response = { data: answer.data, status: answer.status, statusText: '', headers: AxiosHeaders.from(answer.headers ?? {}), config, request };
    if (answer.status >= 200 && answer.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_RESPONSE, config, request, response);
  };
  return { adapter, requests };
}
