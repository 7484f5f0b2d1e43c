import { afterAll, describe, expect, it } from 'vitest';
import { parseMethodInput } from '#shared/validate.ts';
import { createTestCore } from '../../../test/helpers.ts';

const core = createTestCore();
afterAll(() => core.cleanup());
const call = async (input: unknown) => core.api['bible.getCrossReferences'](parseMethodInput('bible.getCrossReferences', input));

describe('a verse’s cross-references', () => {
  it('lists the verses linked with it both ways first, each with its text in the translation asked for', async () => {
    const { reference, total, crossReferences } = await call({ reference: 'jn 3:16', translation: 'web', limit: 500 });
    expect(reference).toBe('John 3:16');
    expect(total).toBe(crossReferences.length);
    expect(total).toBeGreaterThan(20);
    const refs = crossReferences.map((c) => c.verse.reference);
    expect(refs).toContain('Romans 5:8');
    expect(new Set(refs).size).toBe(refs.length);
    expect(refs).not.toContain('John 3:16');
    // Mutual links lead, then the rest; each group in canonical order.
    const firstOneWay = crossReferences.findIndex((c) => !c.mutual);
    expect(firstOneWay).toBeGreaterThan(0);
    expect(crossReferences.slice(firstOneWay).every((c) => !c.mutual)).toBe(true);
    const romans = crossReferences.find((c) => c.verse.reference === 'Romans 5:8')!;
    expect(romans.verse.translation).toBe('web');
    expect(romans.verse.text).toContain('God commends his own love toward us');
  });

  it('returns at most `limit`, with the total', async () => {
    const out = await call({ reference: 'Genesis 1:1', limit: '5' });
    expect(out.crossReferences).toHaveLength(5);
    expect(out.total).toBeGreaterThan(5);
    expect(out.crossReferences.map((c) => c.verse.reference)).toContain('Exodus 20:11');
  });

  it('refuses a chapter, a range, a verse past the chapter’s end and a bad limit', async () => {
    await expect(call({ reference: 'John 3' })).rejects.toMatchObject({ code: 'invalid_request', details: { field: 'reference' } });
    await expect(call({ reference: 'John 3:16-17' })).rejects.toMatchObject({ code: 'invalid_request', details: { field: 'reference' } });
    await expect(call({ reference: 'John 3:99' })).rejects.toMatchObject({ code: 'not_found' });
    await expect(call({ reference: 'John 3:16', limit: 0 })).rejects.toMatchObject({ code: 'invalid_request', details: { field: 'limit' } });
  });
});
