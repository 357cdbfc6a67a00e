const { createConfig } = require('../webpack.common');

module.exports = createConfig({ remote: 'portfolio', dir: __dirname });
