const { createConfig } = require('../webpack.common');

module.exports = createConfig({
  name: 'shop',
  dir: __dirname,
  port: 3002,
  title: 'Shop (standalone)',
  exposes: {
    './MerchList': './src/catalog/MerchListScreen.tsx',
    './ProductDetail': './src/product/ProductDetailScreen.tsx',
    './Checkout': './src/checkout/CheckoutScreen.tsx',
    './OrderSuccess': './src/order-success/OrderSuccessScreen.tsx',
    './CartPanel': './src/cart/CartPanel.tsx',
  },
});
