// Vite plugin: a few library modules import a whole library, or a heavy part of one, for a piece
// the app never or rarely draws, and that library then loads with every page's first paint. Those
// imports get stand-ins (each file says which piece it keeps and why):
// - Mantine's ScrollArea (the sidebar) imports @floating-ui/react (~13 kB gzip with its DOM and core
//   parts) for its ref-merging hook alone (src/web/app/stand-ins/merge-refs.ts);
// - AppShell's header, footer and aside import react-remove-scroll (~3 kB gzip) for the name of one
//   CSS class (src/web/app/stand-ins/remove-scroll-class-names.ts);
// - RJSF's Mantine BaseInputTemplate, which draws every text field, imports Mantine's NumberInput and
//   its number formatting library (~8 kB gzip) for number fields, which the app's forms draw with
//   their own input (src/web/renderer/rjsf/theme-inputs.tsx loads it if ever drawn);
// - Mantine's DateInput imports its dropdown's Calendar (~9 kB gzip), drawn only once a date field is
//   opened (src/web/renderer/dates/lazy-calendar.tsx loads it at the first input);
// - Mantine's Popover (selects, date fields, menus) imports @floating-ui/react, whose interactions
//   (hover, focus, dismiss, focus management) only tooltips and menus use, for the positioning that
//   @floating-ui/react-dom, which it wraps, provides alone;
// - RJSF core's default registry imports every default field, widget and template, most of which a
//   filter form never draws (the theme's replace them) (src/web/renderer/rjsf/defaults/ load them if drawn);
// - @rjsf/utils imports fast-uri (~7 kB gzip) for JSON Schema 2020-12 forms alone, which the app's
//   form build refuses (src/web/renderer/rjsf/uri-resolver.ts says so if ever reached);
// - the parts of Mantine's AppShell import its resize handle, and AppShell its aside and footer,
//   which the app's shell does not draw (sections of fixed sizes, no aside, no footer), and Avatar its
//   placeholder icon, drawn only without initials (the profile menu always has them): each loads if
//   ever drawn (a stand-in made here, `lazy`).
// (The dev server pre-bundles these libraries whole; only the build is affected.)
import path from 'node:path';

/**
 * Importer (a library file), its import that gets a stand-in, and the stand-in: a file of the app, a
 * package resolved from the importer, or (`lazy`: the component the module exports) the same
 * component, loaded the first time it is drawn.
 */
const standIns = [
  { importer: /\/@mantine\/core\/esm\/components\/ScrollArea\/ScrollArea\.mjs$/, source: '@floating-ui/react', file: 'src/web/app/stand-ins/merge-refs.ts' },
  {
    importer: /\/@mantine\/core\/esm\/components\/AppShell\/(AppShell(?:Header|Footer|Aside))\/\1\.mjs$/,
    source: 'react-remove-scroll',
    file: 'src/web/app/stand-ins/remove-scroll-class-names.ts',
  },
  { importer: /\/@rjsf\/mantine\/lib\/templates\/BaseInputTemplate\.js$/, source: '@mantine/core', file: 'src/web/renderer/rjsf/theme-inputs.tsx' },
  {
    importer: /\/@mantine\/dates\/esm\/components\/DateInput\/DateInput\.mjs$/,
    source: '../Calendar/Calendar.mjs',
    file: 'src/web/renderer/dates/lazy-calendar.tsx',
  },
  { importer: /\/@mantine\/core\/esm\/components\/Popover\/use-popover\.mjs$/, source: '@floating-ui/react', module: '@floating-ui/react-dom' },
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
  { importer: /\/@rjsf\/utils\/lib\/findSchemaDefinition\.js$/, source: 'fast-uri', file: 'src/web/renderer/rjsf/uri-resolver.ts' },
  {
    importer: /\/@mantine\/core\/esm\/components\/AppShell\/(AppShell(?:Header|Navbar|Aside|Footer))\/\1\.mjs$/,
    source: '../AppShellResizeHandle/AppShellResizeHandle.mjs',
    lazy: 'AppShellResizeHandle',
  },
  { importer: /\/@mantine\/core\/esm\/components\/AppShell\/AppShell\.mjs$/, source: './AppShellAside/AppShellAside.mjs', lazy: 'AppShellAside' },
  { importer: /\/@mantine\/core\/esm\/components\/AppShell\/AppShell\.mjs$/, source: './AppShellFooter/AppShellFooter.mjs', lazy: 'AppShellFooter' },
  { importer: /\/@mantine\/core\/esm\/components\/Avatar\/Avatar\.mjs$/, source: './AvatarPlaceholderIcon.mjs', lazy: 'AvatarPlaceholderIcon' },
];

const lazyPrefix = '\0vtlog-lazy-stand-in:';

/** A module exporting `name`: a component that loads `name` of the module `file` the first time it is drawn. */
function lazyStandInCode(file, name) {
  return [
    "import { createElement, lazy, Suspense } from 'react';",
    `const Loaded = lazy(() => import(${JSON.stringify(file)}).then((module) => ({ default: module.${name} })));`,
    `export function ${name}(props) { return createElement(Suspense, { fallback: null }, createElement(Loaded, props)); }`,
  ].join('\n');
}

export function standInsPlugin({ root }) {
  const used = new Set();
  return {
    name: 'vtlog-stand-ins',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return undefined;
      const standIn = standIns.find((entry) => entry.source === source && entry.importer.test(importer.split('?')[0]));
      if (!standIn) return undefined;
      used.add(standIn);
      if (standIn.file) return path.join(root, standIn.file);
      if (standIn.module) return this.resolve(standIn.module, importer, { skipSelf: true });
      return this.resolve(source, importer, { skipSelf: true }).then((original) => original && `${lazyPrefix}${standIn.lazy}:${original.id}`);
    },
    load(id) {
      if (!id.startsWith(lazyPrefix)) return undefined;
      const [name, ...file] = id.slice(lazyPrefix.length).split(':');
      return lazyStandInCode(file.join(':'), name);
    },
    buildEnd(error) {
      // After an upgrade an import may have moved: say so rather than silently load the library again.
      for (const standIn of standIns) {
        if (!error && !used.has(standIn))
          this.warn(
            `nenhum import de "${standIn.source}" por ${standIn.importer} para substituir por ${standIn.file ?? standIn.module ?? `${standIn.lazy} sob demanda`}`,
          );
      }
    },
  };
}
