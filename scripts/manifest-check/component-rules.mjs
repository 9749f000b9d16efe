// A custom component's props, as a manifest writes them, against the props schema kept beside the
// component (src/web/custom/**/<component>.props.schema.json, titled with the registered name): a
// missing or misspelt key fails here, not as a blank dashboard in the browser.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { objects } from './walk.mjs';
import { describe } from './schema-rules.mjs';
import { didYouMean } from './suggest.mjs';

const suffix = '.props.schema.json';

/** component name -> props schema, from every props schema file under `customDir`. */
export function loadPropsSchemas(customDir) {
  const files = readdirSync(customDir, { recursive: true }).filter((name) => String(name).endsWith(suffix));
  return new Map(
    files.map((name) => {
      const schema = JSON.parse(readFileSync(path.join(customDir, String(name)), 'utf8'));
      return [schema.title, schema];
    }),
  );
}

export function checkComponentProps(report, manifests, propsSchemas, ajv) {
  const validators = new Map([...propsSchemas].map(([name, schema]) => [name, ajv.getSchema(schema.$id) ?? ajv.compile(schema)]));
  for (const page of manifests.pages.filter((p) => p.valid)) {
    for (const [value, pointer] of objects(page.data)) {
      const validate = typeof value.component === 'string' ? validators.get(value.component) : undefined;
      if (!validate || validate(value.props ?? {})) continue;
      const propsPointer = value.props === undefined ? pointer : `${pointer}/props`;
      for (const error of validate.errors ?? []) {
        if (error.keyword === 'if' || error.keyword === 'anyOf') continue;
        const { message, key } = describe(error);
        // Verbose errors carry the schema object whose keyword failed.
        const known = Object.keys(error.parentSchema?.properties ?? {});
        const hint = error.keyword === 'additionalProperties' ? didYouMean(key, known) : '';
        report.add(page, `${propsPointer}${error.instancePath}`, `props de ${value.component}: ${message}${hint}`, key);
      }
    }
  }
}
