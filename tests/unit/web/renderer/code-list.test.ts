import { describe, expect, it } from 'vitest';
import kpiExclusion from '../../../../manifests/pages/kpi-exclusion.json' with { type: 'json' };
import { codeListRules, parseCodeList } from '../../../../src/web/renderer/rjsf/widgets/code-list.ts';

// The chassis field of the Expurgo manifest: 17 characters, no I, O or Q.
const chassisRules = codeListRules(kpiExclusion.form.schema.properties.chassis.items);
const a = '9BWZZZ377VT004251';
const b = '9BGKS48U0JG123456';

describe('code list parsing (codeList widget)', () => {
  it('splits on line breaks, commas, semicolons, spaces and tabs, upper-cased', () => {
    expect(parseCodeList(`${a.toLowerCase()}\n${b},  ${a.slice(0, 16)}X;\t${b.slice(0, 16)}Y`, chassisRules)).toEqual({
      valid: [a, b, `${a.slice(0, 16)}X`, `${b.slice(0, 16)}Y`],
      invalid: [],
    });
  });

  it('keeps each code once, in the order first seen', () => {
    expect(parseCodeList(`${b}\n${a}\n${b.toLowerCase()}\r\n${a}`, chassisRules).valid).toEqual([b, a]);
  });

  it('lists what is not a chassis: wrong length, I/O/Q, symbols (each once)', () => {
    const { valid, invalid } = parseCodeList(`${a}\n123\n9BWZZZ377VT00425I 9BWZZZ377VT00425O 9BWZZZ377VT00425Q 9BWZZZ377VT0042-1 ${a}9 123`, chassisRules);
    expect(valid).toEqual([a]);
    expect(invalid).toEqual(['123', '9BWZZZ377VT00425I', '9BWZZZ377VT00425O', '9BWZZZ377VT00425Q', '9BWZZZ377VT0042-1', `${a}9`]);
  });

  it('treats blank text as an empty list', () => {
    expect(parseCodeList(' \n ,, \n', chassisRules)).toEqual({ valid: [], invalid: [] });
  });

  it('reads the rules from the item schema, and accepts anything without them', () => {
    expect(codeListRules({ type: 'string', minLength: 2, maxLength: 3 })).toEqual({ minLength: 2, maxLength: 3 });
    expect(codeListRules(undefined)).toEqual({});
    expect(parseCodeList('a bb cccc', codeListRules({ minLength: 2, maxLength: 3 }))).toEqual({ valid: ['BB'], invalid: ['A', 'CCCC'] });
    expect(parseCodeList('x-1 y', {})).toEqual({ valid: ['X-1', 'Y'], invalid: [] });
  });
});
