// The import rules `npm run lint` holds the project to (dependency-cruiser). The API's rooms:
// the wiring (app.ts, server.ts, services.ts, site-functions.ts) sees everything; the business
// rooms (artworks, catalog, checkout, ...) build on the platform (db, jobs, http, ...); the
// platform knows no business room.
const api = '^api/src/';
const platform = `${api}(config|db|domain|http|jobs|mail|media|payments|printful|error-reports)/`;
const business = `${api}(artworks|backups|catalog|checkout|design-service|hosting|messages|metrics|orders|prints|site|site-health|studio|webhooks)/`;
const wiring = `${api}(app|server|services|site-functions)\\.ts$`;

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
