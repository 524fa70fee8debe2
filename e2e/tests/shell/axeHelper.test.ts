import { devApiUrl } from '../../support/env';
import { runAxe, scan } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { route } from '../../support/stack';

/**
 * The scans every accessibility test relies on find what they must: a defect in the page (scanned in axe's legacy
 * mode, one frame), and a defect inside a cross-origin frame (scanned in the default mode, which tests frames); and
 * read a still page: a notice fading out while axe reads it is judged as it ends, not at a blend of its colours.
 */

test.describe('accessibility: the axe scan', () => {
  test('finds a control without a name in a page of one frame', async ({ openPage }) => {
    const { page } = await openPage('phone');
    await page.goto(route('/terms', { lang: 'en' }));
    await page.getByTestId('terms-page').waitFor();
    await expect(scan(page, 'terms')).resolves.toEqual([]);
    await page.evaluate(() => document.querySelector('#main')?.append(Object.assign(document.createElement('button'), { id: 'nameless' })));
    const findings = await scan(page, 'terms with a nameless button');
    expect(findings.map((finding) => finding.rule)).toContain('button-name');
  });

  test('finds a control without a name inside a cross-origin frame', async ({ openPage }) => {
    const { page } = await openPage('desktop');
    await page.goto(route('/terms', { lang: 'en' }));
    await page.getByTestId('terms-page').waitFor();
    // A frame from another origin (dev-api's) holding a button without a name.
    await page.route(`${devApiUrl}/axe-frame.html`, (handle) =>
      handle.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>frame</title><main><button></button></main></html>' }),
    );
    await page.evaluate((source) => {
      const frame = Object.assign(document.createElement('iframe'), { src: source, title: 'A frame' });
      document.querySelector('#main')?.append(frame);
      return new Promise((resolve) => frame.addEventListener('load', resolve));
    }, `${devApiUrl}/axe-frame.html`);
    const results = await runAxe(page, { include: '#main' });
    const inFrame = results.violations.filter((violation) => violation.id === 'button-name').flatMap((violation) => violation.nodes);
    expect(inFrame.map((node) => node.target.length)).toEqual([2]);
  });

  test('reads a notice that starts fading out during the scan as it ends (gone), not mid-fade', async ({ openPage }) => {
    const { page } = await openPage('phone');
    await page.goto(route('/terms', { lang: 'en' }));
    await page.getByTestId('terms-page').waitFor();
    // Grey text on white at 4.5:1 (any fading fails it) that fades over 2 s, starting 100 ms from now, then leaves: as a toast does.
    await page.evaluate(() => {
      const notice = Object.assign(document.createElement('p'), { textContent: 'Added to your cart' });
      notice.style.cssText = 'color: #767676; background: #fff; transition: opacity 2s linear';
      document.querySelector('#main')?.prepend(notice);
      setTimeout(() => (notice.style.opacity = '0.05'), 100);
      notice.addEventListener('transitionend', () => notice.remove());
    });
    await expect(scan(page, 'terms with a notice fading out')).resolves.toEqual([]);
  });
});
