/**
 * The file rules of decision 0053, checked by `npm run lint` (scripts/lint/dependencies.ts, which adds
 * the folder rule dependency-cruiser cannot say: no first-level folder of app/ imports one that imports
 * it back). Type-only imports count: a type is a dependency too.
 * @type {import('dependency-cruiser').IConfiguration}
 */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A file imports a file that imports it back (through any chain). Give what both need a module of its own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'ui-imports-no-server-code',
      severity: 'error',
      comment: 'app/ui/ is what the browser draws: it never imports a *.server module.',
      from: { path: '^app/ui/' },
      to: { path: '[.]server[.]tsx?$' },
    },
    {
      name: 'no-server-code-in-ui',
      severity: 'error',
      comment: 'Server code lives in the domain it serves, never in app/ui/.',
      from: {},
      to: { path: '^app/ui/.+[.]server[.]tsx?$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
}
