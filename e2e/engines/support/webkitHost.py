"""
The browser WebKitWebDriver starts for the e2e-engines tests: a bare WebKitGTK
window per tab. Debian's MiniBrowser cannot be narrower than about 447 px (its
toolbar) and shows no console; this window can be 375 px wide, and it hands
every console error and uncaught error of its pages to the file given as
--errors-file=PATH, one a line. Storage is ephemeral: each session starts
empty. Run with Debian's /usr/bin/python3 (python3-gi, gir1.2-webkit2-4.1).
"""
import sys

import gi

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import Gtk, WebKit2  # noqa: E402

ERRORS_PATH = next((arg.split('=', 1)[1] for arg in sys.argv[1:] if arg.startswith('--errors-file=')), None)

# Injected at the start of every document, before the page's own scripts.
CATCHER = r"""
(() => {
  const send = (text) => { try { window.webkit.messageHandlers.engineErrors.postMessage(String(text)); } catch (e) {} };
  const describe = (value) => (value && value.stack) || String(value);
  const original = console.error;
  console.error = function (...args) { send('console: ' + args.map(describe).join(' ')); return original.apply(this, args); };
  window.addEventListener('error', (event) => send('pageerror: ' + event.message));
  window.addEventListener('unhandledrejection', (event) => send('pageerror: ' + ((event.reason && event.reason.message) || String(event.reason))));
})();
"""


def record_error(_manager, result):
    if ERRORS_PATH:
        with open(ERRORS_PATH, 'a', encoding='utf-8') as handle:
            handle.write(result.get_js_value().to_string().replace('\n', ' ') + '\n')


context = WebKit2.WebContext.new_ephemeral()
context.set_automation_allowed(True)
content = WebKit2.UserContentManager()
content.add_script(WebKit2.UserScript.new(CATCHER, WebKit2.UserContentInjectedFrames.ALL_FRAMES, WebKit2.UserScriptInjectionTime.START, None, None))
content.register_script_message_handler('engineErrors')
content.connect('script-message-received::engineErrors', record_error)


def create_view(_session):
    view = WebKit2.WebView(web_context=context, user_content_manager=content, is_controlled_by_automation=True)
    window = Gtk.Window()
    window.set_default_size(1280, 900)
    window.add(view)
    view.connect('close', lambda _view: window.destroy())
    window.show_all()
    return view


def start_session(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name('suscripciones-webkit-host')
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
    session.set_application_info(info)
    session.connect('create-web-view', create_view)


context.connect('automation-started', start_session)
Gtk.main()
