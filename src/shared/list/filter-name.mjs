// Plain JavaScript: the server's list contract (src/server/list/fields.ts) and the manifest checker
// (scripts/manifest-check/contract-rules.mjs, plain Node) both read it.

/** Between a field and its operator in a filter's name: `cidade__contains`. */
export const OPERATOR_SEPARATOR = '__';
