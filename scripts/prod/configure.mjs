// `node scripts/prod/configure.mjs <out-dir>`: the deploy step that writes config.json, the host pages and nginx's
// generated maps (./configure.ts says what), loaded as the Node tooling loads TypeScript (scripts/lib/tooling.mjs).
await import('../lib/tooling.mjs');
const { configureSite } = await import('./configure.ts');

configureSite(process.argv[2]).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
