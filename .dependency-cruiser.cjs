// The import rules `npm run lint` holds the project to (dependency-cruiser). The API's rooms:
// the wiring (app.ts, server.ts, services.ts, site-functions.ts) sees everything; the business
// rooms (artworks, catalog, checkout, ...) build on the platform (db, jobs, http, ...); the
// platform knows no business room.
const api = '^api/src/';
const platform = `${api}(config|db|domain|http|jobs|mail|media|payments|printful|error-reports)/`;
const business = `${api}(artworks|backups|catalog|checkout|design-service|hosting|messages|metrics|orders|prints|site|site-health|studio|webhooks)/`;
const wiring = `${api}(app|server|services|site-functions|start-site)\\.ts$`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Two modules that import each other, directly or through others, cannot be understood or moved apart.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'platform-knows-no-business',
      comment:
        'The platform (database, jobs, mail, media, payments and Printful adapters, HTTP) serves every room and knows none.',
      severity: 'error',
      from: { path: platform, pathNot: '\\.test\\.ts$' },
      to: { path: [business, wiring] },
    },
    {
      name: 'rooms-do-not-see-the-wiring',
      comment: 'A room asks for what it uses; only the wiring (app.ts, services.ts, site-functions.ts) sees everything.',
      severity: 'error',
      from: { path: [business, platform], pathNot: '\\.test\\.ts$' },
      to: { path: wiring },
    },
    {
      name: 'no-other-rooms-repository',
      comment:
        "A room runs no code of another room's repository: it is handed one (its type names what it asks of it) and reads that room's model.",
      severity: 'error',
      from: { path: `${api}([^/]+)/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${api}[^/]+/[^/]+-repository\\.ts$`, pathNot: `${api}$1/`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'repositories-answer-no-requests',
      comment:
        'A repository or a model returns results or throws a Refusal; the function layer (http) decides the answer, so a job or a script can use them too.',
      severity: 'error',
      from: { path: `${api}([^/]+/[^/]+-(repository|model)\\.ts|domain/.+)$` },
      to: { path: [`${api}http/`, '(^|/)node_modules/fastify/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|release)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'],
    },
  },
};
