import type { Area } from '../context';
import { asset, json } from '../http';
import { pictures, sliderItems, svg, type PictureKind } from './pictures';

export const assetRoutes: Area = (app, context) => {
  const notFound = (path: string) => json(404, { error: `No such asset: ${path}` });
  const svgAnswer = (file: string | undefined, path: string) => (file ? asset('image/svg+xml; charset=utf-8', svg(file)) : notFound(path));
  app.get('/assets/sliders.json', () => asset('application/json; charset=utf-8', JSON.stringify(sliderItems(context.origin))));
  app.get('/assets/:kind/:file', (c) => {
    const { kind, file } = c.req.param();
    const name = /^([a-z0-9_-]{1,80})\.svg$/i.exec(file)?.[1] ?? '';
    if (kind === 'users') return svgAnswer(context.users.find(name) ? 'user' : undefined, c.req.path);
    const table: Record<string, string> | undefined = Object.hasOwn(pictures, kind) ? pictures[kind as PictureKind] : undefined;
    return svgAnswer(table && Object.hasOwn(table, name) ? table[name] : undefined, c.req.path);
  });
};
