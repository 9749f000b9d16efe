/**
 * The built app's stand-ins for RJSF core's default fields, widgets and templates
 * (scripts/vite/stand-ins-plugin.mjs) register every name RJSF's do, with the same components: the
 * eager ones as they are, the on-demand ones once loaded (rare-parts.ts).
 */
import coreFields from '@rjsf/core/lib/components/fields/index.js';
import coreTemplates from '@rjsf/core/lib/components/templates/index.js';
import coreWidgets from '@rjsf/core/lib/components/widgets/index.js';
import { describe, expect, it } from 'vitest';
import fields, { onDemandFields } from '../../../../src/web/renderer/rjsf/defaults/default-fields.ts';
import templates, { onDemandButtons, onDemandTemplates } from '../../../../src/web/renderer/rjsf/defaults/default-templates.ts';
import widgets, { onDemandWidgets } from '../../../../src/web/renderer/rjsf/defaults/default-widgets.ts';
import * as rareParts from '../../../../src/web/renderer/rjsf/defaults/rare-parts.ts';

/** The names, and each component: the stand-in's own or, drawn on demand, the rare part it loads. */
function sameAsCore(standIn: Record<string, unknown>, core: Record<string, unknown>, onDemand: Record<string, string>) {
  expect(Object.keys(standIn).sort()).toEqual(Object.keys(core).sort());
  for (const [name, component] of Object.entries(core)) {
    const part = onDemand[name];
    if (part) expect(rareParts[part as keyof typeof rareParts], name).toBe(component);
    else expect(standIn[name], name).toBe(component);
  }
}

const byName = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, name]));

describe("stand-ins for RJSF core's default registry", () => {
  it('fields: the same names and components', () => {
    sameAsCore(fields(), coreFields(), onDemandFields);
    expect(fields().OneOfField).toBe(fields().AnyOfField);
    // made once, so a form's re-render never remounts them
    expect(fields().NullField).toBe(fields().NullField);
  });

  it('templates: the same names and components, buttons included', () => {
    const { ButtonTemplates: coreButtons, ...coreRest } = coreTemplates() as unknown as Record<string, unknown> & { ButtonTemplates: Record<string, unknown> };
    const { ButtonTemplates: ourButtons, ...ourRest } = templates() as Record<string, unknown> & { ButtonTemplates: Record<string, unknown> };
    sameAsCore(ourRest, coreRest, byName(onDemandTemplates));
    sameAsCore(ourButtons, coreButtons, byName(onDemandButtons));
    expect(templates().FieldTemplate).toBe(templates().FieldTemplate);
  });

  it('widgets: the same names and components', () => {
    sameAsCore(widgets(), coreWidgets(), byName(onDemandWidgets));
    expect(widgets().RatingWidget).toBe(widgets().RatingWidget);
  });
});

describe("the Mantine theme's templates as the forms take them", () => {
  it('the same names and components as the theme, but the two the forms replace', async () => {
    const { default: theme } = await import('@rjsf/mantine/lib/templates/index.js');
    const { mantineTemplates, onDemandMantineButtons, onDemandMantineTemplates } = await import('../../../../src/web/renderer/rjsf/mantine-templates.ts');
    const {
      ButtonTemplates: themeButtons,
      BaseInputTemplate,
      ObjectFieldTemplate,
      ...themeRest
    } = theme as unknown as Record<string, unknown> & { ButtonTemplates: Record<string, unknown> };
    const { ButtonTemplates: ourButtons, ...ourRest } = mantineTemplates as unknown as Record<string, unknown> & { ButtonTemplates: Record<string, unknown> };
    expect(BaseInputTemplate).toBeTruthy();
    expect(ObjectFieldTemplate).toBeTruthy();
    sameAsCore(ourRest, themeRest, onDemandMantineTemplates);
    sameAsCore(ourButtons, themeButtons, onDemandMantineButtons);
  });
});
