import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../scripts/rspack/createAppConfig.mjs';
import { PrerenderPlugin } from '../scripts/rspack/prerender.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

const hostConfig = createAppConfig({
  name: 'host',
  dir,
  publicPath: '/suscripciones/',
  html: true,
  port: Number(process.env.HOST_PORT ?? 3000),
});

export default (env, argv = {}) => {
  const config = hostConfig(env, argv);
  // The shell as HTML, per language (dist/fragments/shell.<language>.html): the server puts it into index.html.
  if (config.mode === 'production') config.plugins.push(new PrerenderPlugin({ dir, name: 'shell', entry: './src/prerender/renderShell.tsx', uniqueName: config.output.uniqueName }));
  return config;
};
