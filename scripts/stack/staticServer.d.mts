import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface StaticServerOptions {
  root: string;
  basePath?: string;
  spa?: boolean;
  cors?: boolean;
  csp?: () => string | undefined;
  outside?: (req: IncomingMessage, res: ServerResponse, url: URL) => boolean;
  files?: Record<string, string>;
  html?: (html: string) => Promise<string>;
}

export function cacheControlFor(relativePath: string): string;
export function createStaticServer(options: StaticServerOptions): Server;
export function listen(server: Server, port: number, host?: string): Promise<Server>;
export function closeServer(server: Server): Promise<void>;
