// Transforms site and app code the way Gatsby does (babel-preset-gatsby) plus TypeScript.
const babelJest = require('babel-jest').default ?? require('babel-jest');

module.exports = babelJest.createTransformer({
  presets: [
    ['babel-preset-gatsby', { reactRuntime: 'automatic' }],
    ['@babel/preset-typescript', { isTSX: true, allExtensions: true }],
  ],
  plugins: [['babel-plugin-styled-components', { displayName: true, ssr: false }]],
  babelrc: false,
  configFile: false,
});
