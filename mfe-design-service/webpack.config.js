const { createConfig } = require('../webpack.common');

module.exports = createConfig({ remote: 'design_service', dir: __dirname });
