import rspack from '@rspack/core';
import { withoutSourceMap } from '../../scripts/rspack/withoutSourceMap.mjs';
import { earlyRouteLoadScript } from './earlyRouteLoadScript.mjs';

/** As kit/src/build/localeChunks.ts names the text chunks (kept in step by its test). */
const localeChunkPrefix = 'locale-';
const languages = ['es', 'en', 'pt'];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A built style sheet as a `<style>` element (`</style` inside it cannot end the element). */
const inlineStyleOf = (file, css) => `<style data-href="${file}">${withoutSourceMap(css).replace(/<\/style/gi, '<\\/style')}</style>`;

/**
 * Adds to the host's index.html what every page needs right after main.js:
 * the early route load (the runtime config and the route's remote, see
 * earlyRouteLoadScript) and preload links for the framework and shared chunks
 * (and their CSS). Without them each waits for the script before it to run:
 * one round trip each on a slow phone connection.
 */
export class PreloadCriticalPlugin {
  constructor(publicPath, { remotes = true } = {}) {
    this.publicPath = publicPath;
    this.remotes = remotes;
  }

  /** The same, loading the runtime config early but no remote (the plain build of bench/plain). */
  withoutRemotes() {
    return new PreloadCriticalPlugin(this.publicPath, { remotes: false });
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadCriticalPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise('PreloadCriticalPlugin', async (data) => {
        const chunkFiles = (names) => [...compilation.chunks].filter((chunk) => names.includes(chunk.name)).flatMap((chunk) => [...chunk.files]);
        const scripts = chunkFiles(['framework', 'suscripciones-shared']).filter((file) => file.endsWith('.js'));
        const chunkStyleSheets = chunkFiles(['framework', 'suscripciones-shared']).filter((file) => file.endsWith('.css'));
        const styleSheets = [...chunkFiles(['main']).filter((file) => file.endsWith('.css')), ...chunkStyleSheets];
        const preloads = scripts.map((file) => `<link rel="preload" href="${this.publicPath}${file}" as="script">`);
        // The host's style sheets written into the head: the prerendered shell and page are painted with
        // them from the HTML alone, with no request to wait for (they are a few KB). A chunk's style
        // sheet is also linked, disabled: the CSS chunk loader finds that link by its address and takes the
        // sheet as loaded, and a disabled stylesheet is never fetched (its rules are already in the page).
        const inline = styleSheets.map((file) => inlineStyleOf(file, compilation.getAsset(file)?.source.source().toString() ?? ''));
        const links = chunkStyleSheets.map((file) => `<link rel="stylesheet" href="${this.publicPath}${file}" disabled>`);
        // Each language's texts are a chunk of their own (kit/src/build/localeChunks.ts): the early script
        // preloads the page language's only.
        const hostLocaleFiles = Object.fromEntries(
          languages.map((language) => [
            language,
            [...compilation.chunks]
              .filter((chunk) => chunk.name?.startsWith(`${localeChunkPrefix}${language}-`))
              .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')).map((file) => `${this.publicPath}${file}`)),
          ]),
        );
        // First in the head: an inline script after a stylesheet would wait for it.
        const early = await earlyRouteLoadScript(this.publicPath.replace(/\/$/, ''), this.remotes, hostLocaleFiles);
        let html = data.html;
        for (const file of styleSheets) html = html.replace(new RegExp(`<link [^>]*href="${escapeRegExp(`${this.publicPath}${file}`)}"[^>]*>`), '');
        data.html = html
          .replace('<link', `${early}<link`)
          .replace('</head>', `${inline.join('')}${preloads.join('')}</head>`)
          .replace('</body>', `${links.join('')}</body>`);
        return data;
      });
    });
  }
}
