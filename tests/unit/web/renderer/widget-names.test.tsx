// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import widgetNames from '../../../../src/web/renderer/rjsf/widget-names.json';
import { genericWidgets } from '../../../../src/web/renderer/rjsf/vtlog-form.tsx';

describe('generic form widgets', () => {
  it('are exactly the names the manifest checker reads from widget-names.json', () => {
    expect(Object.keys(genericWidgets).sort()).toEqual([...widgetNames].sort());
  });
});
