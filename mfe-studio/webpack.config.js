const { createConfig } = require('../webpack.common');

module.exports = createConfig({ remote: 'studio', dir: __dirname });
