/**
 * fast-uri as @rjsf/utils sees it in the built app (scripts/vite/stand-ins-plugin.mjs). RJSF
 * resolves `$id`/`$ref` URIs with it only for a form whose schema declares JSON Schema 2020-12
 * (`"$schema"`), and the app's build refuses such a form: its validators are compiled with Ajv's
 * draft-07 dialect (scripts/vite/form-validators-plugin.mjs), which fails on that `$schema`
 * (tests/unit/scripts/form-validators-plugin.test.ts). The library (~7 kB gzip) would only weigh on
 * every form; should that path ever run, this says why rather than resolve wrongly.
 */
function unsupported(): never {
  throw new Error(
    'Formulário com "$schema" JSON Schema 2020-12: os validadores do build são draft-07 (scripts/vite/form-validators-plugin.mjs) e o fast-uri do RJSF ficou fora do bundle (scripts/vite/stand-ins-plugin.mjs).',
  );
}

const uriResolver = { equal: unsupported, resolve: unsupported };

export default uriResolver;
