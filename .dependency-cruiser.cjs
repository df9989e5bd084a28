/**
 * The import table of ../shared/ARCHITECTURE.md ("Folders" and "Rules that keep the layers
 * honest"), checked by dependency-cruiser in `npm run lint` (part of `npm test`).
 *
 * Paths are relative to the project root. Type-only imports are seen (tsPreCompilationDeps), so
 * a rule that forbids a folder forbids `import type` from it too, unless the rule says
 * `dependencyTypesNot: ['type-only']`.
 */

/** Tests and their helpers: the table is about shipped code, tests may reach any layer. */
const TEST = '\\.test\\.tsx?$';
/** An npm package by name, as dependency-cruiser resolves it (its own files or its @types). */
const pkg = (names) => `^node_modules/(@types/)?(${names.join('|')})/`;

module.exports = {
  forbidden: [
    {
      name: 'view-imports-outside-its-table',
      comment:
        'ARCHITECTURE: views/ "may import `react`, `@xstate/react`, `formik`, `machines/` (types, ' +
        'actor refs), `src/ui`, `src/i18n`, `src/rules`"; "a view never imports `services/`, ' +
        '`ofetch`, `src/studio` or `fixtures/`". Also never src/widgets or src/flows (they compose ' +
        'views, not the other way). react-dom, xstate (types) and yup are part of rendering and forms.',
      severity: 'error',
      from: { path: '^views/', pathNot: TEST },
      to: {
        pathNot: [
          pkg(['react', 'react-dom', '@xstate/react', 'xstate', 'formik', 'yup']),
          '^machines/',
          '^views/',
          '^src/(ui|i18n|rules)/',
          // Allowed as types only (view-imports-config-lang-as-types-only).
          '^src/config/lang\\.ts$',
        ],
      },
    },
    {
      name: 'view-reads-src-paths',
      comment:
        'Views render a chart; the path engine is for tests and tools. What each state shows for the ' +
        'engine (the screens) lives in fixtures/screens/.',
      severity: 'error',
      from: { path: '^views/', pathNot: TEST },
      to: { path: '^src/paths/' },
    },
    {
      name: 'screens-import-src-paths-as-types-only',
      comment: 'A screens description (fixtures/screens/<flow>.screens.ts) uses the path engine\'s types, never its code.',
      severity: 'error',
      from: { path: '^fixtures/screens/' },
      to: { path: '^src/paths/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'view-imports-config-lang-as-types-only',
      comment: 'Views may name the Lang type (src/config/lang), not read configuration.',
      severity: 'error',
      from: { path: '^views/', pathNot: TEST },
      to: { path: '^src/config/lang\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'machine-imports-react-or-view',
      comment:
        'ARCHITECTURE: "a machine never imports React or a view". Charts are data: they run in ' +
        'Node (model tests, charts script) without a renderer.',
      severity: 'error',
      from: { path: '^machines/' },
      to: { path: [pkg(['react', 'react-dom', '@xstate/react']), '^views/'] },
    },
    {
      name: 'service-imports-machine-or-view',
      comment: 'ARCHITECTURE: "services never import machines or views". Services only talk HTTP.',
      severity: 'error',
      from: { path: '^services/' },
      to: { path: '^(machines|views)/' },
    },
    {
      name: 'service-imports-outside-its-table',
      comment:
        'ARCHITECTURE: services/ "may import `ofetch`, `zod`, `src/config`, `src/storage`". A ' +
        'service is an HTTP call and its schemas; what a caller does with an answer (analytics, ' +
        'rules) stays with the caller. The maps script keeps the map\'s limits (src/rules/officeMap) ' +
        'it asks the script for.',
      severity: 'error',
      from: { path: '^services/', pathNot: [TEST, '^services/mapsScript\\.ts$'] },
      to: { path: '^src/', pathNot: '^src/(config|storage)/' },
    },
    {
      name: 'foundation-imports-app-layer',
      comment:
        'ARCHITECTURE: "the shared foundation (`rules`, `i18n`, `config`, `storage`, `ui`, ' +
        '`analytics`), which imports nothing from `machines/`, `views/` or `services/`".',
      severity: 'error',
      from: { path: '^src/(rules|i18n|config|storage|ui|analytics)/' },
      to: { path: '^(machines|views|services)/' },
    },
    {
      name: 'fixtures-outside-tests-and-tools',
      comment:
        'ARCHITECTURE: "only `flows/`, `paths/` and `studio/` touch `fixtures/models`"; "no ' +
        'customer-facing page bundles anything from `fixtures/`". Besides those (src/flows loads ' +
        'path models lazily), fixtures/ is read by tests, e2e/, scripts/ and vite.config.ts.',
      severity: 'error',
      from: {
        pathNot: [
          TEST,
          '^e2e/',
          '^scripts/',
          '^vite\\.config\\.ts$',
          '^src/(flows|paths|studio)/',
          '^src/registry\\.ts$',
          '^fixtures/',
        ],
      },
      to: { path: '^fixtures/' },
    },
    {
      name: 'engine-fixtures-outside-the-registry',
      comment:
        'The engine fixtures (fixtures/engine/: charts, views, widgets and descriptors that prove ' +
        'the path engine) are not the product: src/registry.ts adds them to `allFlows` for the ' +
        'studio, the generic suites and the browser walk (the studio\'s paths worker and the ' +
        'catalog checks find their tools and texts by glob); no product folder and no page module ' +
        '(src/siteFlows.ts, src/pages) imports them.',
      severity: 'error',
      from: { pathNot: [TEST, '^e2e/', '^scripts/', '^fixtures/', '^src/registry\\.ts$'] },
      to: { path: '^fixtures/engine/' },
    },
    {
      name: 'sandbox-outside-tests-and-servers',
      comment:
        'ARCHITECTURE: "the sandbox is imported only by the dev and preview servers and by ' +
        'tests"; "nothing in `src/` touches `fixtures/sandbox`".',
      severity: 'error',
      from: { pathNot: [TEST, '^scripts/', '^vite\\.config\\.ts$', '^fixtures/'] },
      to: { path: '^fixtures/sandbox/' },
    },
    {
      name: 'flow-imports-another-flow',
      comment:
        'A flow\'s chart files import the kit (machines/kit/) and their own files, never another ' +
        'flow\'s: what two flows need is a piece of the kit. A flow of one chart is ' +
        '`machines/<flow>.*` (its chart, rules, types); a large flow is a folder, `machines/<flow>/`.',
      severity: 'error',
      from: { path: '^machines/([^/.]+)[./]', pathNot: ['^machines/kit/', '^machines/esign/', TEST] },
      to: { path: '^machines/', pathNot: ['^machines/kit/', '^machines/$1[./]'] },
    },
    {
      name: 'esign-imports-another-flow',
      comment:
        'The payment and e-sign page (machines/esign/) is the other half of online binding: it reads ' +
        'the same driver, question, carrier and timer rules (decision 51), the pure `*.rules.ts` of ' +
        'machines/binding/, and its driver step runs binding\'s section charts as they are (decision 53: ' +
        'the driver check, the additional drivers with their dialog and cars, the questions; the spec ' +
        'gives both pages one driver step, so one chart serves both, never a copy). Nothing else of ' +
        'another flow: not binding\'s parent chart (its sequence and verification are binding\'s own).',
      severity: 'error',
      from: { path: '^machines/esign/', pathNot: TEST },
      to: {
        path: '^machines/',
        pathNot: ['^machines/kit/', '^machines/esign/', '^machines/binding/[A-Za-z]+\\.rules\\.ts$', '^machines/binding/(?!binding\\.|verification\\.)[A-Za-z]+\\.machine\\.ts$'],
      },
    },
    {
      name: 'view-imports-another-flows-view',
      comment:
        'A flow\'s views import their own folder and src/ui, never another flow\'s views. ' +
        'views/offices/ holds what the office pages\' flows share (the info window, the office links, ' +
        'the map texts). The payment and e-sign page draws its driver step with online binding\'s ' +
        'section views (views/binding/), as its chart runs binding\'s section charts (decision 53).',
      severity: 'error',
      from: { path: '^views/([^/]+)/', pathNot: [TEST, '^views/esign/'] },
      to: { path: '^views/', pathNot: ['^views/$1/', '^views/offices/'] },
    },
    {
      name: 'esign-view-imports-binding-views-only',
      comment: 'The exception above, and only it: views/esign/ imports its own folder, views/offices/ and views/binding/ (decision 53).',
      severity: 'error',
      from: { path: '^views/esign/', pathNot: TEST },
      to: { path: '^views/', pathNot: ['^views/esign/', '^views/offices/', '^views/binding/'] },
    },
    {
      name: 'machine-imports-storage-or-analytics-code',
      comment:
        'A chart names the foundation\'s storage and analytics types only: storage is given by the ' +
        'widget (the kit\'s token actor takes the store as input), analytics is an effect the widget ' +
        'provides.',
      severity: 'error',
      from: { path: '^machines/', pathNot: TEST },
      to: { path: '^src/(storage|analytics)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      comment:
        'A cycle ties layers that the table keeps one-way and makes module start-up order ' +
        'matter (a lazy widget, a chart read in Node). Error, so none creeps in. Cycles made ' +
        'only of `import type` count too: they vanish at run time but still tie two modules into ' +
        'one (a helper that needs the chart\'s types to describe the chart), so a shared type moves ' +
        'to a module of its own (machines/quote/types.ts, src/paths/userActions.ts, src/pages/template.ts).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|docs|test-results|playwright-report|coverage)/' },
    // See `import type` too, so the type-only rules above can tell them apart.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
