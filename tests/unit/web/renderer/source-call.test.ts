import { describe, expect, it } from 'vitest';
import { sourceCall } from '../../../../src/web/renderer/data/source-call.ts';

describe("a source call's body", () => {
  it("keeps the fixed body's nested fields next to the runtime ones (a fixed filter is not dropped)", () => {
    const source = { method: 'POST', path: '/vehicle/list', body: { filters: { status: ['EM ESTOQUE'] }, kind: 'x' } } as const;
    const call = sourceCall(source, [], { page: 1, filters: { uf: ['SP'] } });
    expect(call?.body).toEqual({ kind: 'x', page: 1, filters: { status: ['EM ESTOQUE'], uf: ['SP'] } });
  });

  it('lets a runtime value replace a fixed one of the same name, arrays whole', () => {
    const source = { method: 'POST', path: '/x', body: { filters: { status: ['A', 'B'] } } } as const;
    expect(sourceCall(source, [], { filters: { status: ['C'] } })?.body).toEqual({ filters: { status: ['C'] } });
  });
});
