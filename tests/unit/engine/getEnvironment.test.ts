/**
 * SPEC §9 environments (Prod, QA, SysTest, Dev, Localhost) as funnel.yaml declares them: the host name chooses one,
 * and each says which chats show and which front-end logger levels are sent.
 */
import { describe, expect, it } from 'vitest';
import type { FunnelEnvironment } from '../../../engine/config/types';
import { getEnvironment } from '../../../engine/domain/getEnvironment';
import { loadFunnelModel } from '../../harness/loadFunnelModel';

const { environments } = loadFunnelModel().funnel;

describe('getEnvironment with funnel-config/funnel.yaml', () => {
  it.each([
    ['localhost', 'Localhost'],
    ['127.0.0.1', 'Localhost'],
    ['[::1]', 'Localhost'],
    ['LOCALHOST', 'Localhost'],
    ['dev.autoglass.example', 'Dev'],
    ['funnel.dev.autoglass.example', 'Dev'],
    ['funnel-systest.autoglass.example', 'SysTest'],
    ['qa.autoglass.example', 'QA'],
    ['www.autoglass.example', 'Prod'],
    ['developer.autoglass.example', 'Prod'],
  ])('%s runs as %s', (host, name) => {
    expect(getEnvironment(environments, host).name).toBe(name);
  });

  it('declares the five SPEC §9 environments, each once, Prod last (the fallback)', () => {
    expect(environments.map((environment) => environment.name).sort()).toEqual(['Dev', 'Localhost', 'Prod', 'QA', 'SysTest']);
    expect(environments.at(-1)).toMatchObject({ name: 'Prod', hosts: [] });
  });

  it.each([
    ['Prod', { assistant: true, liveAgent: true }, ['log-error', 'log-critical']],
    ['QA', { assistant: true, liveAgent: true }, ['log-warning', 'log-error', 'log-critical']],
    ['SysTest', { assistant: true, liveAgent: false }, ['log-warning', 'log-error', 'log-critical']],
    ['Dev', { assistant: true, liveAgent: false }, ['log-information', 'log-warning', 'log-error', 'log-critical']],
    ['Localhost', { assistant: true, liveAgent: true }, ['log-information', 'log-warning', 'log-error', 'log-critical']],
  ])('%s: chat %o, log levels %o', (name, chat, logLevels) => {
    expect(environments.find((environment) => environment.name === name)).toMatchObject({ chat, logLevels });
  });
});

describe('getEnvironment rules', () => {
  const env = (name: FunnelEnvironment['name'], hosts: string[]): FunnelEnvironment => ({ name, hosts, chat: { assistant: false, liveAgent: false }, logLevels: [] });

  it.each([
    ['the first match wins', [env('QA', ['*.example']), env('Dev', ['dev.example']), env('Prod', [])], 'dev.example', 'QA'],
    ['a dot in a pattern is a dot', [env('QA', ['qa.example']), env('Prod', [])], 'qaxexample', 'Prod'],
    ['no match: the last one listed', [env('QA', ['qa.*']), env('Dev', ['dev.*'])], 'www.example', 'Dev'],
  ])('%s', (_name, environments, host, expected) => {
    expect(getEnvironment(environments, host).name).toBe(expected);
  });

  it('a config without environments is a clear error', () => {
    expect(() => getEnvironment([], 'localhost')).toThrow('funnel.yaml declares no environment (SPEC §9)');
  });
});
