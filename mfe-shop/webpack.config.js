const { createConfig } = require('../webpack.common');

module.exports = createConfig({ remote: 'shop', dir: __dirname });
