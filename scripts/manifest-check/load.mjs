// Reads the manifests as text and parses them with positions, so every problem can be reported as
// `file:line:col  /json/pointer  message`.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parseTree, findNodeAtLocation, printParseErrorCode } from 'jsonc-parser';

/** jsonc-parser's error codes in plain Portuguese (its positions are where the parser stopped). */
const syntaxMessages = {
  InvalidSymbol: 'símbolo inválido',
  InvalidNumberFormat: 'número mal escrito',
  PropertyNameExpected: 'falta o nome da propriedade entre aspas (ou sobra uma vírgula antes daqui)',
  ValueExpected: 'falta um valor (ou sobra uma vírgula antes daqui)',
  ColonExpected: 'falta ":" entre o nome e o valor',
  CommaExpected: 'falta uma vírgula antes daqui',
  CloseBraceExpected: 'falta fechar "}"',
  CloseBracketExpected: 'falta fechar "]"',
  EndOfFileExpected: 'há texto depois do fim do JSON',
  InvalidCommentToken: 'comentários não são permitidos em JSON',
  UnexpectedEndOfComment: 'comentários não são permitidos em JSON',
  UnexpectedEndOfString: 'texto sem aspas de fechamento',
  UnexpectedEndOfNumber: 'número incompleto',
  InvalidUnicode: 'sequência unicode inválida',
  InvalidEscapeCharacter: 'escape inválido (use \\\\ para uma barra invertida)',
  InvalidCharacter: 'caractere inválido (quebra de linha ou tabulação dentro de um texto?)',
};

/** @typedef {{ file: string, relative: string, text: string, tree: import('jsonc-parser').Node | undefined, data: any, parseErrors: { offset: number, message: string }[], missing?: boolean, valid?: boolean }} ManifestFile */

/** @returns {ManifestFile} */
export function loadJsonFile(root, file) {
  if (!existsSync(file)) return { file, relative: path.relative(root, file), text: '', tree: undefined, data: undefined, parseErrors: [], missing: true };
  const text = readFileSync(file, 'utf8');
  const errors = [];
  const tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  return {
    file,
    relative: path.relative(root, file),
    text,
    tree,
    data,
    parseErrors: errors.map((e) => ({
      offset: e.offset,
      message: `JSON inválido: ${syntaxMessages[printParseErrorCode(e.error)] ?? printParseErrorCode(e.error)}`,
    })),
  };
}

/** Loads app.json, menu.json, permissions.json, enums/*.json and pages/*.json under `manifestsDir`. */
export function loadManifests(root, manifestsDir) {
  const json = (name) => loadJsonFile(root, path.join(manifestsDir, name));
  const folder = (name) => {
    const dir = path.join(manifestsDir, name);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => loadJsonFile(root, path.join(dir, f)));
  };
  return { app: json('app.json'), menu: json('menu.json'), permissions: json('permissions.json'), enums: folder('enums'), pages: folder('pages') };
}

/** JSON pointer -> path segments (numbers for array indices). */
export function pointerToSegments(pointer) {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** One segment of a JSON pointer (RFC 6901: `~` as `~0`, `/` as `~1`). */
export const escapePointerSegment = (segment) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

export function segmentsToPointer(segments) {
  return segments.length === 0 ? '' : '/' + segments.map(escapePointerSegment).join('/');
}

/** Line and column (1-based) of the value at `pointer`; with `key`, of that property's name. */
export function locate(manifest, pointer, key) {
  let offset = 0;
  if (manifest.tree) {
    const node = findNodeAtLocation(manifest.tree, pointerToSegments(pointer));
    if (node) {
      offset = node.offset;
      if (key !== undefined && node.type === 'object') {
        const property = node.children?.find((p) => p.children?.[0]?.value === key);
        if (property) offset = property.offset;
      } else if (node.parent?.type === 'property') {
        offset = node.parent.offset;
      }
    }
  }
  return offsetToLineCol(manifest.text, offset);
}

export function offsetToLineCol(text, offset) {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, col: offset - lineStart + 1 };
}
