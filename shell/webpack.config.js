const path = require('node:path');
const { createConfig } = require('../webpack.common');

module.exports = createConfig({
  dir: __dirname,
  template: path.join(__dirname, 'public/index.html'),
  favicon: path.join(__dirname, 'public/favicon.svg'),
  runtimePlugins: [path.join(__dirname, 'src/federation/share-runtime.ts')],
});
