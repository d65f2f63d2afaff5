/** SPEC §9 cross-tab state sharing: messages cut into chunks of 4096 characters and put back together. */
import { describe, expect, it } from 'vitest';
import { createMessageAssembler } from '../../../engine/domain/createMessageAssembler';
import { toMessageChunks } from '../../../engine/domain/toMessageChunks';
import { loadFunnelConstants } from '../../harness/loadFunnelConstants';

/** funnel.yaml crossTabMessageChunkSize (SPEC §9: 4096). */
const size = loadFunnelConstants().crossTabMessageChunkSize;

describe('toMessageChunks', () => {
  it.each([
    ['an empty message is one empty chunk', 0, [0]],
    ['one character', 1, [1]],
    ['exactly 4096 characters is one chunk', 4096, [4096]],
    ['4097 characters are two', 4097, [4096, 1]],
    ['three full chunks', 3 * 4096, [4096, 4096, 4096]],
    ['10,000 characters', 10_000, [4096, 4096, 1808]],
  ])('%s', (_name, length, sizes) => {
    const message = 'x'.repeat(length);
    const chunks = toMessageChunks('m1', message, size);
    expect(chunks.map((chunk) => chunk.text.length)).toEqual(sizes);
    expect(chunks.map((chunk) => chunk.index)).toEqual(sizes.map((_size, index) => index));
    expect(chunks.every((chunk) => chunk.id === 'm1' && chunk.count === sizes.length)).toBe(true);
    expect(chunks.map((chunk) => chunk.text).join('')).toBe(message);
  });

  it.each([0, -1, 1.5, Number.NaN])('a chunk size of %s is refused', (size) => {
    expect(() => toMessageChunks('m1', 'abc', size)).toThrow(/Chunk size must be a whole number/);
  });
});

describe('createMessageAssembler', () => {
  const message = JSON.stringify({ order: { vehicle: { make: 'Honda' } }, notes: 'é😀'.repeat(3000) });

  it.each([
    ['in order', (chunks: unknown[]) => chunks],
    ['in reverse', (chunks: unknown[]) => [...chunks].reverse()],
    ['with a chunk repeated', (chunks: unknown[]) => [chunks[0], ...chunks]],
  ])('reassembles a chunked message arriving %s, once all chunks are there', (_name, arrange) => {
    const assembler = createMessageAssembler();
    const chunks = arrange(toMessageChunks('m1', message, size));
    const results = chunks.map((chunk) => assembler.add(chunk));
    expect(results.filter((result) => result !== null)).toEqual([message]);
    expect(results.at(-1)).toBe(message);
    expect(assembler.pendingCount()).toBe(0);
  });

  it('keeps two messages apart when their chunks interleave', () => {
    const assembler = createMessageAssembler();
    const first = toMessageChunks('a', 'A'.repeat(5000), size);
    const second = toMessageChunks('b', 'B'.repeat(5000), size);
    const done = [first[0], second[0], second[1], first[1]].map((chunk) => assembler.add(chunk));
    expect(done).toEqual([null, null, 'B'.repeat(5000), 'A'.repeat(5000)]);
  });

  it.each([
    ['null', null],
    ['text', 'hello'],
    ['no id', { index: 0, count: 1, text: 'x' }],
    ['an index past the count', { id: 'm', index: 2, count: 2, text: 'x' }],
    ['a count of zero', { id: 'm', index: 0, count: 0, text: '' }],
    ['a text that is not text', { id: 'm', index: 0, count: 1, text: 5 }],
  ])('ignores what is not a chunk: %s', (_name, value) => {
    const assembler = createMessageAssembler();
    expect(assembler.add(value)).toBeNull();
    expect(assembler.pendingCount()).toBe(0);
  });

  it('forgets the oldest unfinished messages beyond 16 (a tab closed mid-message)', () => {
    const assembler = createMessageAssembler();
    for (let index = 0; index < 20; index += 1) assembler.add({ id: `m${index}`, index: 0, count: 2, text: 'x' });
    expect(assembler.pendingCount()).toBe(16);
    expect(assembler.add({ id: 'm0', index: 1, count: 2, text: 'y' })).toBeNull();
    expect(assembler.add({ id: 'm19', index: 1, count: 2, text: 'y' })).toBe('xy');
  });
});
