import { describe, expect, it } from 'vitest';
import { withPrecautions } from './precautions.ts';
import { demoReagents } from './reagents.ts';

describe('the demo reagents’ P statements', () => {
  it('reach at least 40 hazardous reagents, 乙腈 among them', () => {
    const withP = demoReagents.filter((f) => (f.precautions ?? []).length > 0);
    expect(withP.length).toBeGreaterThanOrEqual(40);
    expect(demoReagents.find((f) => f.cas === '75-05-8')?.precautions).toContain('P305+P351+P338');
    for (const fact of withP) expect(fact.hazards.length, fact.name).toBeGreaterThan(0);
  });

  it('refuse a line that names the wrong substance or an unknown code', () => {
    const facts = demoReagents.filter((f) => f.cas === '75-05-8');
    expect(() => withPrecautions(facts, '75-05-8 | 甲醇 | P210')).toThrow(/is 乙腈, not 甲醇/);
    expect(() => withPrecautions(facts, '75-05-8 | 乙腈 | P210 P999')).toThrow(/unknown P code P999/);
    expect(() => withPrecautions(facts, '64-17-5 | 无水乙醇 | P210')).toThrow(/no substance 64-17-5/);
  });
});
