/** The stylesheet of dev-api's pages, served as a file (the pages' CSP allows no inline style). */
export const pageCss = `
:root { color-scheme: light; --brand: #2f7d32; --ink: #1d2420; --muted: #55615a; --line: #d5ddd8; --bg: #f5f7f6; --danger: #a61b1b; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--bg); }
main { max-width: 44rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
h1 { font-size: 1.6rem; line-height: 1.25; margin: 0 0 .75rem; }
h2 { font-size: 1.15rem; margin: 1.5rem 0 .5rem; }
p { margin: 0 0 .75rem; }
a { color: var(--brand); }
a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid var(--brand); outline-offset: 2px; }
.site-header { background: #fff; border-bottom: 1px solid var(--line); padding: .75rem 1rem; }
.site-header .inner { max-width: 44rem; margin: 0 auto; display: flex; align-items: center; gap: 1rem; justify-content: space-between; flex-wrap: wrap; }
.site-header nav ul { list-style: none; margin: 0; padding: 0; display: flex; gap: 1rem; }
.site-footer { max-width: 44rem; margin: 0 auto; padding: 0 1rem 2rem; color: var(--muted); font-size: .9rem; }
.notice { background: #fff8e1; border: 1px solid #e8cf7a; border-radius: 8px; padding: .75rem 1rem; margin-bottom: 1.25rem; }
.error { background: #fdecec; border: 1px solid var(--danger); color: var(--danger); border-radius: 8px; padding: .75rem 1rem; margin-bottom: 1.25rem; }
.error ul { margin: .25rem 0 0; padding-left: 1.25rem; }
.users { list-style: none; margin: 0; padding: 0; display: grid; gap: .75rem; }
.card { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 1rem; }
.card p { color: var(--muted); font-size: .95rem; }
.button { display: inline-block; border: 0; border-radius: 6px; padding: .6rem 1.1rem; font: inherit; font-weight: 600; background: var(--brand); color: #fff; cursor: pointer; text-decoration: none; }
.button:hover { filter: brightness(1.1); }
.field { display: grid; gap: .25rem; margin-bottom: .9rem; }
.field input { font: inherit; padding: .5rem .6rem; border: 1px solid #8a968f; border-radius: 6px; }
.muted { color: var(--muted); font-size: .9rem; word-break: break-all; }
`.trimStart();
