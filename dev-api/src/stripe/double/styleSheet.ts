// The double's looks, each written once: its card fields (an input the page's
// container frames) and its two dialogs (3-D Secure, the wallet's sheet),
// which share their parts and differ by a few values.
const font = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
const css = `
.__PrivateStripeElement{position:relative;width:100%}
.__PrivateStripeElement-input{display:block;width:100%;min-width:0;box-sizing:border-box;margin:0;padding:0;border:0;outline:none;box-shadow:none;background:transparent;font:inherit;color:inherit;appearance:none}
.__PrivateStripeElement-input::placeholder{color:var(--stripe-double-placeholder,#6b7280);opacity:1}
.__PrivateStripeElement-input:disabled{cursor:not-allowed}
.sd-overlay{position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;padding:16px;background:rgba(15,23,42,.6)}
.sd-dialog{background:#fff;color:#1a1f36;border-radius:12px;width:100%;max-width:420px;padding:24px;box-sizing:border-box;box-shadow:0 20px 50px rgba(0,0,0,.3);font-family:${font};font-size:16px;line-height:1.5}
.sd-badge{display:inline-block;margin:0 0 12px;padding:2px 8px;border-radius:999px;background:#fff4e5;color:#8a4b00;font-size:13px;font-weight:600}
.sd-title{margin:0 0 8px;font-size:20px}
.sd-text{margin:0 0 20px}
.sd-actions{display:flex;flex-wrap:wrap;gap:12px}
.sd-button{min-height:44px;padding:0 18px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;border:2px solid #635bff;background:#fff;color:#3d35c9}
.sd-button--primary{background:#635bff;color:#fff}
.sd-button:focus{outline:3px solid #1a1f36;outline-offset:2px}
.sd-sheet{align-items:flex-end;padding:0;background:rgba(32,33,36,.6)}
.sd-sheet .sd-dialog{color:#202124;border-radius:16px 16px 0 0;max-width:480px;max-height:90vh;overflow-y:auto;padding:20px 24px 24px;box-shadow:0 -8px 30px rgba(0,0,0,.3)}
.sd-sheet .sd-badge{margin-bottom:8px}
.sd-sheet .sd-title{margin-bottom:4px}
.sd-sheet .sd-text{margin-bottom:12px;color:#3c4043}
.sd-sheet .sd-actions{flex-wrap:nowrap;margin-top:8px}
.sd-sheet .sd-button{min-height:48px;flex:1 1 0;border-radius:24px;border-color:#202124;color:#202124}
.sd-sheet .sd-button--primary{background:#202124;color:#fff}
.sd-sheet .sd-button:focus{outline-color:#1a73e8}
.sd-amounts{margin:0 0 8px;display:grid;grid-template-columns:1fr auto;gap:4px 16px}
.sd-amounts>*{margin:0;font-weight:400}
.sd-amounts>dd{text-align:right}
.sd-amounts>.sd-total{font-weight:700}
.sd-row{padding:12px 0;border-top:1px solid #dadce0}
.sd-row>h3{margin:0 0 4px;font-size:13px;font-weight:600;color:#5f6368;text-transform:uppercase;letter-spacing:.04em}
.sd-row>p{margin:0}
.sd-status{margin:8px 0 0;min-height:1.5em;font-weight:600}`;

let installed = false;

/** The style sheet, once per page (adopted, or a <style> where that is missing). */
export function installStyleSheet(): void {
  if (installed) return;
  installed = true;
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
