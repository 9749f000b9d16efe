import { expect, it } from 'vitest';
import alertTypeEnum from '../../../../manifests/enums/alert-type.json' with { type: 'json' };
import { alertTypes } from '../../../../src/server/alerts/alert-types.ts';

it('labels every alert type the server raises, and no other', () => {
  expect(alertTypeEnum.values.map((each) => each.value)).toEqual([...alertTypes]);
});
