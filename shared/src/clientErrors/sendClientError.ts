import { clientErrorEventType, clientErrorExtras, pageUrlOf, userValues } from './clientErrorEvent';
import { admitReport, freshBudget, reportKey, type ClientErrorReport, type ReportPage } from './clientErrorReport';

/** What the buyer typed into the page's fields and the addresses it shows: theirs, never sent. */
function valuesInPage(): string[] {
  const typed = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .filter((field) => !['hidden', 'checkbox', 'radio', 'submit', 'button'].includes(field.type))
    .map((field) => field.value);
  const shown = [...document.querySelectorAll<HTMLElement>('address')].flatMap((element) => (element.innerText || element.textContent || '').split('\n'));
  return [...typed, ...shown].slice(0, 100);
}

/** What this page has sent so far. */
let budget = freshBudget;

/** Builds a report's event from the page as it is now and sends it through call 7 (with keepalive). */
async function sendClientError(report: ClientErrorReport, page: ReportPage): Promise<void> {
  try {
    const { app } = page;
    const extras = clientErrorExtras(report, {
      route: page.route(),
      language: page.language(),
      app: app.app,
      appVersion: app.version,
      pageRemote: app.pageRemote?.() ?? null,
      remoteVersion: (remote) => app.remoteVersion?.(remote) ?? null,
      personal: [...userValues(page.user()), ...valuesInPage()],
      trackingOrigin: new URL(page.trackingBase()).origin,
    });
    if (extras) await page.track(clientErrorEventType, extras, pageUrlOf(window.location.href) ?? window.location.origin);
  } catch (error) {
    // Said in the console only: an error while reporting is never reported.
    console.warn('A client error could not be reported', error);
  }
}

/** Sends each report not sent before, up to `perPage` events for the page; true once they are spent. */
export async function sendClientErrors(reports: readonly ClientErrorReport[], page: ReportPage, perPage: number): Promise<boolean> {
  const sending: Promise<void>[] = [];
  for (const report of reports) {
    const verdict = admitReport(budget, reportKey(report), perPage);
    budget = verdict.budget;
    if (verdict.admitted) sending.push(sendClientError(report, page));
  }
  await Promise.all(sending);
  return budget.sent >= perPage;
}

/** Forgets what the page sent (tests only). */
export function resetSentClientErrors(): void {
  budget = freshBudget;
}
