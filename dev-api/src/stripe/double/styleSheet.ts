let installed = false;

/** The fields' placeholder colour and disabled cursor, once per page (adopted, or a <style> where that is missing). */
export function installStyleSheet(): void {
  if (installed) return;
  installed = true;
  const css =
    '.__PrivateStripeElement-input::placeholder{color:var(--stripe-double-placeholder,#6b7280);opacity:1}' +
    '.__PrivateStripeElement-input:disabled{cursor:not-allowed}';
  try {
    if (typeof CSSStyleSheet === 'function' && 'adoptedStyleSheets' in document) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = document.adoptedStyleSheets.concat([sheet]);
      return;
    }
  } catch {
    /* fall back to a style element */
  }
  const style = document.createElement('style');
  style.textContent = css;
  (document.head || document.documentElement).appendChild(style);
}
