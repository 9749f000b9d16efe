/**
 * The built app's stand-ins for RJSF core's default fields, widgets and templates
 * (scripts/vite/stand-ins-plugin.mjs) register every name RJSF's do, with the same components: the
 * eager ones as they are, the on-demand ones once loaded.
 */
import coreFields from '@rjsf/core/lib/components/fields/index.js';
import coreTemplates from '@rjsf/core/lib/components/templates/index.js';
import coreWidgets from '@rjsf/core/lib/components/widgets/index.js';
import { describe, expect, it } from 'vitest';
import fields, { onDemandFieldLoaders } from '../../../../src/web/renderer/rjsf/defaults/default-fields.ts';
import templates, { buttonLoaders, templateLoaders } from '../../../../src/web/renderer/rjsf/defaults/default-templates.ts';
import widgets, { onDemandWidgetLoaders } from '../../../../src/web/renderer/rjsf/defaults/default-widgets.ts';

async function sameAsCore(standIn: Record<string, unknown>, core: Record<string, unknown>, loaders: Record<string, () => Promise<{ default: unknown }>>) {
  expect(Object.keys(standIn).sort()).toEqual(Object.keys(core).sort());
  for (const [name, component] of Object.entries(core)) {
    const load = loaders[name] ?? (name === 'OneOfField' ? loaders.AnyOfField : undefined);
    if (load) expect((await load()).default, name).toBe(component);
    else expect(standIn[name], name).toBe(component);
  }
}

describe("stand-ins for RJSF core's default registry", () => {
  it('fields: the same names and components', async () => {
    await sameAsCore(fields(), coreFields(), onDemandFieldLoaders);
    expect(fields().OneOfField).toBe(fields().AnyOfField);
    // made once, so a form's re-render never remounts them
    expect(fields().NullField).toBe(fields().NullField);
  });

  it('templates: the same names and components, buttons included', async () => {
    const core = coreTemplates() as unknown as Record<string, unknown> & { ButtonTemplates: Record<string, unknown> };
    const ours = templates() as Record<string, unknown> & { ButtonTemplates: Record<string, unknown> };
    const { ButtonTemplates: coreButtons, ...coreRest } = core;
    const { ButtonTemplates: ourButtons, ...ourRest } = ours;
    await sameAsCore(ourRest, coreRest, templateLoaders);
    expect(Object.keys(ourButtons).sort()).toEqual(Object.keys(coreButtons).sort());
    for (const [name, load] of Object.entries(buttonLoaders)) expect((await load()).default, name).toBe(coreButtons[name]);
    const iconButtons = await import('@rjsf/core/lib/components/templates/ButtonTemplates/IconButton.js');
    for (const name of ['CopyButton', 'MoveDownButton', 'MoveUpButton', 'RemoveButton', 'ClearButton'] as const)
      expect(iconButtons[name], name).toBe(coreButtons[name]);
    expect(templates().FieldTemplate).toBe(templates().FieldTemplate);
  });

  it('widgets: the same names and components', async () => {
    await sameAsCore(widgets(), coreWidgets(), onDemandWidgetLoaders);
    expect(widgets().RatingWidget).toBe(widgets().RatingWidget);
  });
});
