import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { FastifyInstance } from 'fastify';

/** An axios adapter that sends each request into a Fastify app with `inject` (no socket), settling like axios does. */
export function createInjectAdapter(app: FastifyInstance): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const headers = Object.fromEntries(
      Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([name, value]) => [name, String(value)]),
    );
    const method = (config.method ?? 'get').toUpperCase() as 'GET' | 'POST';
    const injected = await app.inject({ method, url: axios.getUri(config), headers, payload: config.data as string | undefined });
    const isJson = String(injected.headers['content-type'] ?? '').includes('application/json');
    const response = {
      data: isJson && injected.body !== '' ? (JSON.parse(injected.body) as unknown) : injected.body,
      status: injected.statusCode,
      statusText: injected.statusMessage,
      headers: injected.headers as Record<string, string>,
      config,
      request: {},
    };
    const ok = config.validateStatus ? config.validateStatus(response.status) : response.status < 300;
    if (ok) return response;
    const code = response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${response.status}`, code, config, {}, response);
  };
}
