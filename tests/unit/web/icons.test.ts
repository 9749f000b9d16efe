import { describe, expect, it } from 'vitest';
import { manifestIcons } from '../../../src/web/renderer/icons/manifest-icons.ts';
import commonSchema from '../../../schemas/common.schema.json';

describe('manifest icons', () => {
  it('maps every icon name of the schema enum to a Tabler component, and nothing else', () => {
    const names = commonSchema.$defs.icon.enum;
    expect(Object.keys(manifestIcons).sort()).toEqual([...names].sort());
    for (const name of names) expect(manifestIcons[name as keyof typeof manifestIcons]).toBeTruthy();
  });
});
