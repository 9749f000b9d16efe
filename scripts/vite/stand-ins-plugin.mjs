// Vite plugin: a few library modules import a whole library, or a heavy part of one, for a piece
// the app never or rarely draws, and that library then loads with the list route's first paint. Those
// imports get stand-ins (each file says which piece it keeps and why). A stand-in follows a library's
// internals (the path of the importing file, the specifier it imports), so each is kept only while it
// saves at least 5 kB gzip on the list route (/vehicles/search), measured by building with and without
// it (node scripts/vite/measure-stand-ins.mjs); the figure is written beside each. One that no longer
// matches (the library moved its import in an upgrade) fails the build: measure again, then fix or
// remove it.
// (The dev server pre-bundles these libraries whole; only the build is affected.)
import path from 'node:path';

/**
 * Importer (a library file), its import that gets a stand-in, and the stand-in: a file of the app, or
 * a package resolved from the importer. Entries serving one purpose share a `saves` figure.
 */
export const standIns = [
  // Mantine's ScrollArea (the sidebar) imports @floating-ui/react for its ref-merging hook alone.
  // saves 6.6 kB gzip on the list route, measured 2026-11-28.
  { importer: /\/@mantine\/core\/esm\/components\/ScrollArea\/ScrollArea\.mjs$/, source: '@floating-ui/react', file: 'src/web/app/stand-ins/merge-refs.ts' },
  // RJSF's Mantine BaseInputTemplate, which draws every text field, imports Mantine's NumberInput and its
  // number formatting library for number fields, which the app's forms draw with their own input.
  // saves 9.2 kB gzip on the list route, measured 2026-11-28.
  { importer: /\/@rjsf\/mantine\/lib\/templates\/BaseInputTemplate\.js$/, source: '@mantine/core', file: 'src/web/renderer/rjsf/theme-inputs.tsx' },
  // Mantine's DateInput imports its dropdown's Calendar, drawn only once a date field is opened.
  // saves 8.1 kB gzip on the list route, measured 2026-11-28.
  {
    importer: /\/@mantine\/dates\/esm\/components\/DateInput\/DateInput\.mjs$/,
    source: '../Calendar/Calendar.mjs',
    file: 'src/web/renderer/dates/lazy-calendar.tsx',
  },
  // Mantine's Popover (selects, date fields, menus) imports @floating-ui/react, whose interactions only
  // tooltips and menus use, for the positioning that @floating-ui/react-dom, which it wraps, provides alone.
  // saves 6.7 kB gzip on the list route, measured 2026-11-28.
  { importer: /\/@mantine\/core\/esm\/components\/Popover\/use-popover\.mjs$/, source: '@floating-ui/react', module: '@floating-ui/react-dom' },
  // RJSF core's default registry imports every default field, widget and template, most of which a
  // filter form never draws (the theme's replace them). The three entries together:
  // save 12.2 kB gzip on the list route, measured 2026-11-28.
  { importer: /\/@rjsf\/core\/lib\/getDefaultRegistry\.js$/, source: './components/fields/index.js', file: 'src/web/renderer/rjsf/defaults/default-fields.ts' },
  {
    importer: /\/@rjsf\/core\/lib\/getDefaultRegistry\.js$/,
    source: './components/widgets/index.js',
    file: 'src/web/renderer/rjsf/defaults/default-widgets.ts',
  },
  {
    importer: /\/@rjsf\/core\/lib\/getDefaultRegistry\.js$/,
    source: './components/templates/index.js',
    file: 'src/web/renderer/rjsf/defaults/default-templates.ts',
  },
  // @rjsf/utils imports fast-uri for JSON Schema 2020-12 forms alone, which the app's form build refuses.
  // saves 7.5 kB gzip on the list route, measured 2026-11-28.
  { importer: /\/@rjsf\/utils\/lib\/findSchemaDefinition\.js$/, source: 'fast-uri', file: 'src/web/renderer/rjsf/uri-resolver.ts' },
];

const describe = (standIn) => `import de "${standIn.source}" por ${standIn.importer} (substituto: ${standIn.file ?? standIn.module})`;

/** The plugin; `entries` is for its tests. */
export function standInsPlugin({ root, entries = standIns }) {
  const used = new Set();
  return {
    name: 'vtlog-stand-ins',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      used.clear();
    },
    resolveId(source, importer) {
      if (!importer) return undefined;
      const standIn = entries.find((entry) => entry.source === source && entry.importer.test(importer.split('?')[0]));
      if (!standIn) return undefined;
      used.add(standIn);
      if (standIn.file) return path.join(root, standIn.file);
      return this.resolve(standIn.module, importer, { skipSelf: true });
    },
    buildEnd(error) {
      // After an upgrade an import may have moved: fail rather than silently load the library again.
      if (error) return;
      const unmatched = entries.filter((standIn) => !used.has(standIn));
      if (unmatched.length > 0)
        this.error(
          `vtlog-stand-ins: nenhum ${unmatched.map(describe).join('; nenhum ')}. A biblioteca mudou: meça de novo (node scripts/vite/measure-stand-ins.mjs) e corrija ou remova a entrada em scripts/vite/stand-ins-plugin.mjs.`,
        );
    },
  };
}
