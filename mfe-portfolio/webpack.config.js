const { createConfig } = require('../webpack.common');

module.exports = createConfig({
  name: 'portfolio',
  dir: __dirname,
  port: 3001,
  title: 'Portfolio (standalone)',
  exposes: {
    './Home': './src/home/HomeScreen.tsx',
    './About': './src/about/AboutScreen.tsx',
    './FineArt': './src/fine-art/FineArtScreen.tsx',
    './Prints': './src/prints/PrintsScreen.tsx',
    './CustomPaintings': './src/custom-paintings/CustomPaintingsScreen.tsx',
    './Contact': './src/contact/ContactScreen.tsx',
  },
});
