// typescript-eslint parses with the TypeScript compiler API, which TypeScript 7 (the project's compiler)
// no longer ships. This package installs TypeScript 6 for it; npm may still hoist a helper of
// typescript-eslint (ts-api-utils) to the root, where `require('typescript')` would find version 7, so
// every `require('typescript')` made while linting resolves to this package's copy.
import Module from 'node:module';
import { createRequire } from 'node:module';

const typescript = createRequire(import.meta.url).resolve('typescript');
const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveTypescriptForLint(request, ...rest) {
  return request === 'typescript' ? typescript : resolve.call(this, request, ...rest);
};
