const path = require('node:path');
const { createConfig } = require('../webpack.common');

module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  template: path.join(__dirname, 'public/index.html'),
  favicon: path.join(__dirname, 'public/favicon.svg'),
  runtimePlugins: [path.join(__dirname, 'src/federation/share-runtime.ts')],
});
