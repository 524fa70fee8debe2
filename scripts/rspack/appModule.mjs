import path from 'node:path';
import { repoRoot } from '../lib/repoRoot.mjs';
/**
 * How every app compiles its sources. `cssExportsOnly`: the CSS modules give
 * their class names and no style sheet (the build-time render of the first
 * view needs the names, identical to the browser build's).
 */
export function appModule({ production, cssExportsOnly = false }) {
  const cssGenerator = { exportsOnly: cssExportsOnly };
  return {
    // CSS modules as a default export of class names (`import styles from` a `Name.module.css` beside the component).
    parser: { 'css/module': { namedExports: false }, 'css/auto': { namedExports: false } },
    generator: {
      'css/module': { ...cssGenerator, localIdentName: production ? '[hash:base64:6]' : '[name]__[local]' },
      'css/auto': cssGenerator,
      // JSON (the translations, <app>/src/i18n/locales/<language>/<namespace>.json) as an object literal, not
      // JSON.parse('{"key":…}'): the minifier then drops the keys' quotes, so texts as JSON cost no more than
      // the TypeScript objects they were.
      json: { JSONParse: false },
    },
    rules: [
      {
        test: /\.[cm]?[jt]sx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
            target: 'es2022',
          },
        },
        type: 'javascript/auto',
      },
      // The legal documents (host/src/legal/<language>/<document>.md), turned into their tree at build time.
      { test: /\.md$/, type: 'javascript/esm', loader: path.join(repoRoot, 'scripts/rspack/legalMarkdownLoader.mjs') },
      { test: /\.module\.css$/, type: 'css/module' },
      { test: /\.css$/, exclude: /\.module\.css$/, type: 'css/auto' },
      { test: /\.(png|jpe?g|webp|avif|gif|svg|woff2?)$/i, type: 'asset/resource' },
    ],
  };
}
