// Vite plugin: RJSF imports the markdown parser markdown-to-jsx (~30 kB gzip) with every form, though
// it draws markdown only where a uiSchema asks for it (ui:enableMarkdownInDescription/InHelp) and in
// rare error texts. RJSF's imports of it get a stand-in that loads the parser the first time it draws.
// (The dev server pre-bundles RJSF with the parser itself; only the build is affected.)
import path from 'node:path';

export function lazyMarkdownPlugin({ root }) {
  const standIn = path.join(root, 'src/web/renderer/rjsf/lazy-markdown.tsx');
  return {
    name: 'vtlog-lazy-markdown',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'markdown-to-jsx/react' && importer?.includes('/node_modules/@rjsf/') ? standIn : undefined;
    },
  };
}
