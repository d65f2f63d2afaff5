/**
 * funnel.yaml `messages`: the texts the funnel's own mechanisms show (SPEC §4, §8) are config. Every message is read by
 * the code that shows it, no code repeats one's text, and changing one in a copy of the config changes what the
 * visitor is told (a row per mechanism).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfigDir } from '../../../engine/cli/readConfigDir';
import { compileFunnel } from '../../../engine/compile/compileFunnel';
import type { FunnelModel } from '../../../engine/compile/FunnelModel';
import { parseFunnelConfig } from '../../../engine/config/parseFunnelConfig';
import type { FunnelMessages } from '../../../engine/config/types';
import { formatMessage } from '../../../engine/domain/formatMessage';
import { createInitialState } from '../../../engine/domain/state';
import { toPromoMessage } from '../../../engine/domain/toPromoMessage';
import { createFunnelRuntime } from '../../../engine/runtime/createFunnelRuntime';
import { toExpiredSessionAlert } from '../../../engine/runtime/toExpiredSessionAlert';
import { createMemoryPorts } from '../../../engine/cli/journeys/createMemoryPorts';

const root = join(import.meta.dirname, '../../..');
const shippedConfig = (() => {
  const { config } = parseFunnelConfig(readConfigDir(join(root, 'funnel-config')));
  if (!config) throw new Error('funnel-config/ does not parse');
  return config;
})();
const shipped = shippedConfig.funnel.messages;

/** The funnel compiled again with one message changed. */
function modelWith(name: keyof FunnelMessages, text: string): FunnelModel {
  const config = structuredClone(shippedConfig);
  config.funnel.messages[name] = text;
  return compileFunnel(config);
}

/** The source files of engine/ and renderers/ (tests excluded). */
const sources = ['engine', 'renderers'].flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\./.test(file))
    // Comments may quote the SPEC's texts; the code may not.
    .map((file) => ({ file: join(dir, file), text: withoutComments(readFileSync(join(root, dir, file), 'utf8')) })),
);

/** Source text without its comments (block comments, and line comments that start a line or follow code). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

describe('funnel.yaml messages', () => {
  it('every message is read by code (messages.<name>)', () => {
    const unread = Object.keys(shipped).filter((name) => !sources.some(({ text }) => new RegExp(`messages\\??\\.${name}\\b`).test(text)));
    expect(unread).toEqual([]);
  });

  it("no code repeats a message's text (each piece between placeholders of 12 characters or more)", () => {
    const repeated = Object.entries(shipped).flatMap(([name, text]) =>
      text
        .split(/\{\w+\}/)
        .map((piece: string) => piece.trim())
        .filter((piece: string) => piece.length >= 12)
        .flatMap((piece: string) => sources.filter((source) => source.text.includes(piece)).map(({ file }) => `${file}: ${name} "${piece}"`)),
    );
    expect(repeated).toEqual([]);
  });

  it('formatMessage fills each placeholder it has a value for and leaves the others as written', () => {
    expect(formatMessage('Promo code {code} is {state} {code}', { code: 'SAVE20' })).toBe('Promo code SAVE20 is {state} SAVE20');
  });

  it.each([
    {
      message: 'pageNotFound' as const,
      changedTo: 'That address is not ours; here is the start.',
      observe: async (model: FunnelModel) => {
        const runtime = createFunnelRuntime({ model, ports: createMemoryPorts(), initialState: createInitialState() });
        await runtime.enterRoute('no-such-page');
        return runtime.getAlerts().map((alert) => alert.text);
      },
      shipped: ["We couldn't find that page, so we brought you back to the start."],
      changed: ['That address is not ours; here is the start.'],
    },
    {
      message: 'savedOrderExpired' as const,
      changedTo: 'Saved orders last {days} days; this one is gone.',
      observe: async (model: FunnelModel) => toExpiredSessionAlert(model).text,
      shipped: "Your saved order has expired (saved orders are kept for 45 days), so you're starting a new one.",
      changed: 'Saved orders last 45 days; this one is gone.',
    },
    {
      message: 'promoNotCombinable' as const,
      changedTo: '{code} and {other} do not go together',
      observe: async (model: FunnelModel) =>
        toPromoMessage({ promoCode: 'WELCOME5', errorCode: 'PromoStackingNotAllowed', additionalInfo: 'SAVE20' }, model.funnel.messages).text,
      shipped: 'Sorry, promo code WELCOME5 cannot be combined with SAVE20',
      changed: 'WELCOME5 and SAVE20 do not go together',
    },
    {
      message: 'errorBackToStart' as const,
      changedTo: 'Start again at {page}.',
      // A deep link to a page whose prerequisites do not hold: SPEC §2 error, the banner and the line under it.
      observe: async (model: FunnelModel) => {
        const runtime = createFunnelRuntime({ model, ports: createMemoryPorts(), initialState: createInitialState() });
        await runtime.enterRoute('error');
        return runtime.getAlerts().map((alert) => [alert.text, alert.detail]);
      },
      shipped: [["We're sorry, something went wrong.", "You're back at the first step (Vehicle). Please start your order from here; anything you answered before is still filled in."]],
      changed: [["We're sorry, something went wrong.", 'Start again at Vehicle.']],
    },
  ])('$message → "$changedTo" changes what the visitor is told', async ({ message, changedTo, observe, shipped: before, changed }) => {
    expect(await observe(compileFunnel(shippedConfig))).toEqual(before);
    expect(await observe(modelWith(message, changedTo))).toEqual(changed);
  });
});
