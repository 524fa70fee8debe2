import { brandOf, cardLength, luhnValid } from './testCards';

/**
 * The Stripe.js test double, served by dev-api at GET /stripe/v3/: plain
 * browser JavaScript (no modules, no eval), loaded by the payment page
 * instead of the provider's script when the runtime config points
 * `stripe.scriptUrl` here. It implements what @stripe/stripe-js,
 * @stripe/react-stripe-js and the payment page use of Stripe.js:
 *
 * - `window.Stripe(key, { locale })`, test keys only, returning an object with
 *   elements, createPaymentMethod, confirmCardPayment, createToken,
 *   retrievePaymentIntent, registerAppInfo and _registerWrapper;
 * - `elements({ locale })` with create('cardNumber' | 'cardExpiry' |
 *   'cardCvc'), getElement(type or React component), update;
 * - elements with mount, unmount, destroy, update, focus, blur, clear and
 *   on/off/once of change, ready, focus, blur and escape; change events carry
 *   { elementType, empty, complete, error, brand };
 * - the provider's documented test cards (decided by dev-api on confirmation)
 *   and an in-page, accessible 3-D Secure challenge.
 *
 * Where the real fields live in iframes, the double renders a real <input>
 * inside the mount container. The input is named by the page's <label
 * for="container id"> (or an aria-label), mirrors the container's
 * aria-describedby, is aria-required and sets aria-invalid (its own error, or
 * the container's data-invalid: a field the page reports as required); the container
 * gets the provider's classes (StripeElement, StripeElement--focus, --invalid,
 * --complete, --empty) so the page styles it exactly as it styles the real one.
 *
 * Kept as a string (not a module) because it is served as is; it must not
 * contain backticks or dollar-brace sequences.
 */
const doubleSource = String.raw`/* Stripe.js test double (dev-api). Not the card provider's code. */
(function () {
  'use strict';
  if (typeof window === 'undefined' || typeof document === 'undefined') return;
  if (window.Stripe && window.Stripe.isTestDouble) return;

  var RELEASE = 'endive';
  var script = document.currentScript;
  var API_BASE = (function () {
    var src = script && script.src ? script.src : '';
    if (!src) return window.location.origin + '/stripe/api/';
    var url = new URL(src, window.location.href);
    var path = url.pathname.replace(/v3\/?$/, '');
    if (path.charAt(path.length - 1) !== '/') path += '/';
    return url.origin + path + 'api/';
  })();

  var TEXTS = {
    en: {
      incomplete_number: 'Your card number is incomplete.',
      invalid_number: 'Your card number is invalid.',
      incomplete_expiry: "Your card's expiration date is incomplete.",
      invalid_expiry_month: "Your card's expiration month is invalid.",
      invalid_expiry_year: "Your card's expiration year is invalid.",
      invalid_expiry_year_past: "Your card's expiration year is in the past.",
      invalid_expiry_month_past: "Your card's expiration date is in the past.",
      incomplete_cvc: "Your card's security code is incomplete.",
      connection: 'An error occurred with our connection to Stripe. Request was retried 0 times.',
      placeholder_cardNumber: '1234 1234 1234 1234',
      placeholder_cardExpiry: 'MM / YY',
      placeholder_cardCvc: 'CVC',
      label_cardNumber: 'Credit or debit card number',
      label_cardExpiry: 'Credit or debit card expiration date',
      label_cardCvc: 'Credit or debit card CVC/CVV'
    },
    es: {
      incomplete_number: 'El número de tu tarjeta está incompleto.',
      invalid_number: 'El número de tu tarjeta no es válido.',
      incomplete_expiry: 'La fecha de caducidad de tu tarjeta está incompleta.',
      invalid_expiry_month: 'El mes de caducidad de tu tarjeta no es válido.',
      invalid_expiry_year: 'El año de caducidad de tu tarjeta no es válido.',
      invalid_expiry_year_past: 'El año de caducidad de tu tarjeta ya ha pasado.',
      invalid_expiry_month_past: 'La fecha de caducidad de tu tarjeta ya ha pasado.',
      incomplete_cvc: 'El código de seguridad de tu tarjeta está incompleto.',
      connection: 'Se ha producido un error en la conexión con Stripe. La solicitud se ha reintentado 0 veces.',
      placeholder_cardNumber: '1234 1234 1234 1234',
      placeholder_cardExpiry: 'MM / AA',
      placeholder_cardCvc: 'CVC',
      label_cardNumber: 'Número de tarjeta de crédito o débito',
      label_cardExpiry: 'Fecha de caducidad de la tarjeta de crédito o débito',
      label_cardCvc: 'CVC/CVV de la tarjeta de crédito o débito'
    },
    pt: {
      incomplete_number: 'O número do seu cartão está incompleto.',
      invalid_number: 'O número do seu cartão é inválido.',
      incomplete_expiry: 'A data de validade do seu cartão está incompleta.',
      invalid_expiry_month: 'O mês de validade do seu cartão é inválido.',
      invalid_expiry_year: 'O ano de validade do seu cartão é inválido.',
      invalid_expiry_year_past: 'O ano de validade do seu cartão já passou.',
      invalid_expiry_month_past: 'A data de validade do seu cartão já passou.',
      incomplete_cvc: 'O código de segurança do seu cartão está incompleto.',
      connection: 'Ocorreu um erro na conexão com a Stripe. A solicitação foi repetida 0 vezes.',
      placeholder_cardNumber: '1234 1234 1234 1234',
      placeholder_cardExpiry: 'MM / AA',
      placeholder_cardCvc: 'CVC',
      label_cardNumber: 'Número do cartão de crédito ou débito',
      label_cardExpiry: 'Data de validade do cartão de crédito ou débito',
      label_cardCvc: 'CVC/CVV do cartão de crédito ou débito'
    }
  };

  var SUPPORTED = ['cardNumber', 'cardExpiry', 'cardCvc'];
  var SHORT = { cardNumber: 'number', cardExpiry: 'expiry', cardCvc: 'cvc' };
  var AUTOCOMPLETE = { cardNumber: 'cc-number', cardExpiry: 'cc-exp', cardCvc: 'cc-csc' };
  var STYLE_PROPS = ['color', 'fontFamily', 'fontSize', 'fontWeight', 'fontStyle', 'fontVariant', 'letterSpacing', 'lineHeight', 'textAlign', 'textTransform', 'textDecoration', 'textShadow'];
  var privateState = new WeakMap();
  var counter = 0;

  function IntegrationError(message) {
    var error = new Error(message);
    error.name = 'IntegrationError';
    return error;
  }

  function languageOf(locale) {
    var value = String(locale || 'auto');
    if (value === 'auto') value = (navigator.language || 'en');
    value = value.toLowerCase().slice(0, 2);
    return TEXTS[value] ? value : 'en';
  }

  function randomHex(bytes) {
    var array = new Uint8Array(bytes);
    crypto.getRandomValues(array);
    return Array.prototype.map.call(array, function (b) { return (b < 16 ? '0' : '') + b.toString(16); }).join('');
  }

  /*__CARD_RULES__*/

  function formatNumber(digits, brand) {
    var groups = brand === 'amex' ? [4, 6, 5] : brand === 'diners' ? [4, 6, 4] : [4, 4, 4, 4];
    var parts = [];
    var at = 0;
    for (var i = 0; i < groups.length && at < digits.length; i += 1) {
      parts.push(digits.slice(at, at + groups[i]));
      at += groups[i];
    }
    return parts.join(' ');
  }

  var sheetInstalled = false;
  function installSheet() {
    if (sheetInstalled) return;
    sheetInstalled = true;
    var css = '.__PrivateStripeElement-input::placeholder{color:var(--stripe-double-placeholder,#6b7280);opacity:1}' +
      '.__PrivateStripeElement-input:disabled{cursor:not-allowed}';
    try {
      if (typeof CSSStyleSheet === 'function' && 'adoptedStyleSheets' in document) {
        var sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = document.adoptedStyleSheets.concat([sheet]);
        return;
      }
    } catch (ignored) { /* fall back to a style element */ }
    var style = document.createElement('style');
    style.textContent = css;
    (document.head || document.documentElement).appendChild(style);
  }

  function validationError(code, language) {
    return { type: 'validation_error', code: code, message: TEXTS[language][code] };
  }

  function createElement(group, type, options) {
    var opts = Object.assign({}, options || {});
    var listeners = {};
    var st = {
      digits: '', value: '', empty: true, complete: false, error: undefined, brand: 'unknown', exp: null,
      focused: false, mounted: false, destroyed: false,
      container: null, wrapper: null, input: null, label: null, observer: null
    };
    var element = {};

    function emit(name, payload) {
      (listeners[name] || []).slice().forEach(function (entry) {
        try { entry.fn(payload); } catch (error) { setTimeout(function () { throw error; }, 0); }
      });
    }

    function evaluate(raw, onBlur) {
      var language = group.language();
      var digits = String(raw || '').replace(/\D/g, '');
      var result = { digits: '', value: '', complete: false, error: undefined, brand: st.brand, exp: null, empty: true };
      if (type === 'cardNumber') {
        var brand = brandOf(digits);
        var max = cardLength(brand);
        digits = digits.slice(0, max);
        result.brand = digits ? brand : 'unknown';
        result.value = formatNumber(digits, brand);
        if (digits.length === max) {
          if (luhnValid(digits)) result.complete = true;
          else result.error = validationError('invalid_number', language);
        }
      } else if (type === 'cardExpiry') {
        if (digits.length === 1 && digits > '1') digits = '0' + digits;
        digits = digits.slice(0, 4);
        result.value = digits.length > 2 ? digits.slice(0, 2) + ' / ' + digits.slice(2) : digits;
        var month = Number(digits.slice(0, 2));
        if (digits.length >= 2 && (month < 1 || month > 12)) {
          result.error = validationError('invalid_expiry_month', language);
        } else if (digits.length === 4) {
          var year = 2000 + Number(digits.slice(2));
          var now = new Date();
          var thisYear = now.getFullYear();
          if (year < thisYear) result.error = validationError('invalid_expiry_year_past', language);
          else if (year === thisYear && month < now.getMonth() + 1) result.error = validationError('invalid_expiry_month_past', language);
          else if (year > thisYear + 50) result.error = validationError('invalid_expiry_year', language);
          else { result.complete = true; result.exp = { month: month, year: year }; }
        }
      } else {
        var cardBrand = group.brand();
        digits = digits.slice(0, cardBrand === 'amex' || cardBrand === 'unknown' ? 4 : 3);
        result.value = digits;
        result.complete = cardBrand === 'amex' ? digits.length === 4 : digits.length >= 3;
      }
      result.digits = digits;
      result.empty = digits.length === 0;
      if (onBlur && !result.empty && !result.complete && !result.error) result.error = validationError('incomplete_' + SHORT[type], language);
      return result;
    }

    function className(kind) {
      var custom = opts.classes || {};
      var defaults = { base: 'StripeElement', complete: 'StripeElement--complete', empty: 'StripeElement--empty', focus: 'StripeElement--focus', invalid: 'StripeElement--invalid' };
      return custom[kind] || defaults[kind];
    }

    function updateClasses() {
      if (!st.container) return;
      var list = st.container.classList;
      list.add(className('base'));
      list.toggle(className('complete'), st.complete);
      list.toggle(className('empty'), st.empty);
      list.toggle(className('focus'), st.focused);
      list.toggle(className('invalid'), !!st.error);
    }

    function applyStyle() {
      if (!st.input) return;
      var style = opts.style || {};
      var base = style.base || {};
      var invalid = style.invalid || {};
      STYLE_PROPS.forEach(function (prop) {
        var value = st.error && invalid[prop] != null ? invalid[prop] : base[prop];
        st.input.style[prop] = value != null ? String(value) : (prop === 'lineHeight' ? '1.5' : '');
      });
      var placeholder = base['::placeholder'] && base['::placeholder'].color;
      st.input.style.setProperty('--stripe-double-placeholder', placeholder || '#6b7280');
      st.input.placeholder = opts.placeholder != null ? String(opts.placeholder) : TEXTS[group.language()]['placeholder_' + type];
      st.input.disabled = !!opts.disabled;
    }

    function updateAria() {
      if (!st.input) return;
      var pageSaysInvalid = !!st.container && st.container.getAttribute('data-invalid') === 'true';
      st.input.setAttribute('aria-invalid', st.error || pageSaysInvalid ? 'true' : 'false');
    }

    function render(result, notify) {
      st.digits = result.digits;
      st.value = result.value;
      st.complete = result.complete;
      st.error = result.error;
      st.empty = result.empty;
      st.exp = result.exp;
      if (type === 'cardNumber') {
        st.brand = result.brand;
        group.setBrand(result.brand);
      }
      if (st.input && st.input.value !== result.value) {
        st.input.value = result.value;
        if (document.activeElement === st.input) {
          try { st.input.setSelectionRange(result.value.length, result.value.length); } catch (ignored) { /* not a text input */ }
        }
      }
      updateClasses();
      updateAria();
      applyStyle();
      if (notify) {
        var payload = { elementType: type, empty: st.empty, complete: st.complete, error: st.error };
        if (type === 'cardNumber') payload.brand = st.brand;
        emit('change', payload);
      }
    }

    function findLabel() {
      var id = st.container.id;
      if (id) {
        var labels = document.getElementsByTagName('label');
        for (var i = 0; i < labels.length; i += 1) if (labels[i].htmlFor === id) return labels[i];
      }
      return st.container.closest ? st.container.closest('label') : null;
    }

    function nameInput() {
      if (st.label) st.label.removeEventListener('click', onLabelClick);
      st.label = findLabel();
      if (st.label) {
        if (!st.label.id) st.label.id = st.input.id + '-label';
        st.input.setAttribute('aria-labelledby', st.label.id);
        st.input.removeAttribute('aria-label');
        st.label.addEventListener('click', onLabelClick);
      } else {
        st.input.removeAttribute('aria-labelledby');
        st.input.setAttribute('aria-label', TEXTS[group.language()]['label_' + type]);
      }
    }

    function mirrorContainer() {
      if (!st.input || !st.container) return;
      var value = st.container.getAttribute('aria-describedby');
      if (value) st.input.setAttribute('aria-describedby', value);
      else st.input.removeAttribute('aria-describedby');
      updateAria();
    }

    function onLabelClick(event) {
      event.preventDefault();
      if (st.input) st.input.focus();
    }
    function onContainerClick(event) {
      if (st.input && event.target !== st.input) st.input.focus();
    }
    function onInput() {
      render(evaluate(st.input.value, false), true);
    }
    function onFocus() {
      st.focused = true;
      updateClasses();
      emit('focus', { elementType: type });
    }
    function onBlur() {
      st.focused = false;
      var before = st.error;
      var result = evaluate(st.input.value, true);
      render(result, !!result.error !== !!before || (result.error && before && result.error.code !== before.code));
      emit('blur', { elementType: type });
    }
    function onKeyDown(event) {
      if (event.key === 'Escape') emit('escape', { elementType: type });
    }

    element.mount = function (target) {
      if (st.destroyed) throw IntegrationError('This Element has already been destroyed. Please create a new one.');
      if (st.mounted) throw IntegrationError('This Element is already mounted. Use unmount() to unmount the Element before re-mounting.');
      var node = typeof target === 'string' ? document.querySelector(target) : target;
      if (!node || node.nodeType !== 1) {
        throw IntegrationError('The selector you specified (' + String(target) + ') applies to no DOM elements that are currently on the page. Make sure the element exists on the page before calling mount().');
      }
      installSheet();
      counter += 1;
      var wrapper = document.createElement('div');
      wrapper.className = '__PrivateStripeElement';
      wrapper.style.position = 'relative';
      wrapper.style.width = '100%';
      var input = document.createElement('input');
      input.className = '__PrivateStripeElement-input';
      input.id = 'stripe-double-' + type + '-' + counter;
      input.type = 'text';
      input.setAttribute('inputmode', 'numeric');
      input.setAttribute('autocomplete', AUTOCOMPLETE[type]);
      input.setAttribute('autocorrect', 'off');
      input.setAttribute('spellcheck', 'false');
      input.setAttribute('data-elements-stable-field-name', type);
      input.setAttribute('aria-required', 'true');
      var s = input.style;
      s.display = 'block'; s.width = '100%'; s.minWidth = '0'; s.boxSizing = 'border-box';
      s.margin = '0'; s.padding = '0'; s.border = '0'; s.outline = 'none'; s.boxShadow = 'none';
      s.background = 'transparent'; s.font = 'inherit'; s.color = 'inherit'; s.appearance = 'none';
      wrapper.appendChild(input);
      node.appendChild(wrapper);
      st.container = node;
      st.wrapper = wrapper;
      st.input = input;
      st.mounted = true;
      input.addEventListener('input', onInput);
      input.addEventListener('focus', onFocus);
      input.addEventListener('blur', onBlur);
      input.addEventListener('keydown', onKeyDown);
      node.addEventListener('click', onContainerClick);
      nameInput();
      mirrorContainer();
      if (typeof MutationObserver === 'function') {
        st.observer = new MutationObserver(mirrorContainer);
        st.observer.observe(node, { attributes: true, attributeFilter: ['aria-describedby', 'data-invalid'] });
      }
      render(evaluate(st.value, false), false);
      setTimeout(function () { if (st.mounted) emit('ready', { elementType: type }); }, 30);
    };

    element.unmount = function () {
      if (!st.mounted) return;
      if (st.observer) st.observer.disconnect();
      if (st.label) st.label.removeEventListener('click', onLabelClick);
      st.container.removeEventListener('click', onContainerClick);
      if (st.wrapper.parentNode) st.wrapper.parentNode.removeChild(st.wrapper);
      ['base', 'complete', 'empty', 'focus', 'invalid'].forEach(function (kind) { st.container.classList.remove(className(kind)); });
      st.mounted = false;
      st.focused = false;
      st.container = null; st.wrapper = null; st.input = null; st.label = null; st.observer = null;
    };

    element.destroy = function () {
      if (st.destroyed) return;
      element.unmount();
      st.destroyed = true;
      listeners = {};
      group.remove(type, element);
    };

    element.update = function (changes) {
      if (st.destroyed) throw IntegrationError('This Element has already been destroyed. Please create a new one.');
      opts = Object.assign({}, opts, changes || {});
      applyStyle();
      updateClasses();
    };

    element.focus = function () { if (st.input) st.input.focus(); };
    element.blur = function () { if (st.input) st.input.blur(); };
    element.clear = function () { render(evaluate('', false), true); };

    element.on = function (name, handler) {
      if (typeof handler !== 'function') throw IntegrationError('The handler of element.on("' + name + '") must be a function.');
      (listeners[name] = listeners[name] || []).push({ original: handler, fn: handler });
      return element;
    };
    element.once = function (name, handler) {
      var entry = { original: handler, fn: null };
      entry.fn = function (payload) { element.off(name, handler); handler(payload); };
      (listeners[name] = listeners[name] || []).push(entry);
      return element;
    };
    element.off = function (name, handler) {
      if (!listeners[name]) return element;
      if (!handler) delete listeners[name];
      else listeners[name] = listeners[name].filter(function (entry) { return entry.original !== handler; });
      return element;
    };

    privateState.set(element, {
      type: type,
      group: group,
      read: function () {
        return { mounted: st.mounted, digits: st.digits, empty: st.empty, complete: st.complete, error: st.error, brand: st.brand, exp: st.exp };
      },
      reevaluate: function () { if (st.mounted || st.value) render(evaluate(st.value, false), true); },
      relabel: function () { if (st.mounted) { nameInput(); applyStyle(); } }
    });
    return element;
  }

  function createElements(stripeContext, options) {
    var locale = options.locale || stripeContext.locale || 'auto';
    var byType = {};
    var brand = 'unknown';
    var group = {
      language: function () { return languageOf(locale); },
      brand: function () { return brand; },
      setBrand: function (next) {
        if (next === brand) return;
        brand = next;
        if (byType.cardCvc) privateState.get(byType.cardCvc).reevaluate();
      },
      remove: function (type, element) { if (byType[type] === element) delete byType[type]; },
      get: function (type) { return byType[type] || null; }
    };
    return {
      create: function (type, elementOptions) {
        if (SUPPORTED.indexOf(type) < 0) {
          throw IntegrationError('The Stripe.js test double creates cardNumber, cardExpiry and cardCvc Elements; "' + type + '" is not supported.');
        }
        if (byType[type]) throw IntegrationError('Can only create one Element of type ' + type + '.');
        byType[type] = createElement(group, type, elementOptions);
        return byType[type];
      },
      getElement: function (which) {
        var type = typeof which === 'string' ? which : which && which.__elementType;
        return (type && byType[type]) || null;
      },
      update: function (changes) {
        if (changes && changes.locale) {
          locale = changes.locale;
          Object.keys(byType).forEach(function (type) { privateState.get(byType[type]).relabel(); });
        }
      },
      fetchUpdates: function () { return Promise.resolve({}); }
    };
  }

  /** The card data of an element's group, or the validation error the provider gives before any request. */
  function collectCard(cardElement, method) {
    var inner = privateState.get(cardElement);
    if (!inner) throw IntegrationError('Invalid value for ' + method + ': card should be a cardNumber Element created by elements.create().');
    var group = inner.group;
    var language = group.language();
    var values = {};
    for (var i = 0; i < SUPPORTED.length; i += 1) {
      var type = SUPPORTED[i];
      var element = group.get(type);
      if (!element) return { error: validationError('incomplete_' + SHORT[type], language) };
      var state = privateState.get(element).read();
      if (!state.mounted) throw IntegrationError('We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.');
      if (state.error) return { error: state.error };
      if (!state.complete) return { error: validationError('incomplete_' + SHORT[type], language) };
      values[type] = state;
    }
    return {
      language: language,
      card: {
        number: values.cardNumber.digits,
        exp_month: values.cardExpiry.exp.month,
        exp_year: values.cardExpiry.exp.year,
        cvc: values.cardCvc.digits,
        brand: values.cardNumber.brand
      }
    };
  }

  function flatten(value, prefix, out) {
    if (value == null) return out;
    if (typeof value === 'object') {
      Object.keys(value).forEach(function (key) { flatten(value[key], prefix ? prefix + '[' + key + ']' : key, out); });
    } else {
      out[prefix] = String(value);
    }
    return out;
  }

  function request(method, path, params, language) {
    var body = new URLSearchParams();
    Object.keys(params).forEach(function (key) { if (params[key] != null) body.append(key, String(params[key])); });
    var url = API_BASE + path;
    var init = { method: method, credentials: 'omit' };
    if (method === 'GET') url += '?' + body.toString();
    else init.body = body;
    return fetch(url, init)
      .then(function (response) { return response.json(); })
      .catch(function () {
        return { error: { type: 'api_connection_error', message: TEXTS[language].connection } };
      });
  }

  function formatAmount(amount, currency) {
    try {
      return new Intl.NumberFormat('en', { style: 'currency', currency: String(currency).toUpperCase() }).format(amount / 100);
    } catch (ignored) {
      return (amount / 100).toFixed(2) + ' ' + String(currency).toUpperCase();
    }
  }

  /** The in-page 3-D Secure challenge: an accessible modal dialog; resolves 'complete' or 'fail'. */
  function challenge(intent) {
    return new Promise(function (resolve) {
      counter += 1;
      var id = 'stripe-double-3ds-' + counter;
      var previous = document.activeElement;
      var overlay = document.createElement('div');
      var o = overlay.style;
      o.position = 'fixed'; o.inset = '0'; o.zIndex = '2147483000'; o.display = 'flex';
      o.alignItems = 'center'; o.justifyContent = 'center'; o.padding = '16px'; o.background = 'rgba(15, 23, 42, 0.6)';
      var dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', id + '-title');
      dialog.setAttribute('aria-describedby', id + '-text');
      dialog.setAttribute('data-stripe-double', '3ds-challenge');
      dialog.lang = 'en';
      var d = dialog.style;
      d.background = '#ffffff'; d.color = '#1a1f36'; d.borderRadius = '12px'; d.width = '100%'; d.maxWidth = '420px';
      d.padding = '24px'; d.boxShadow = '0 20px 50px rgba(0, 0, 0, 0.3)'; d.boxSizing = 'border-box';
      d.fontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif'; d.fontSize = '16px'; d.lineHeight = '1.5';
      var badge = document.createElement('p');
      badge.textContent = 'Test mode';
      var b = badge.style;
      b.display = 'inline-block'; b.margin = '0 0 12px'; b.padding = '2px 8px'; b.borderRadius = '999px';
      b.background = '#fff4e5'; b.color = '#8a4b00'; b.fontSize = '13px'; b.fontWeight = '600';
      var title = document.createElement('h2');
      title.id = id + '-title';
      title.textContent = '3D Secure authentication';
      title.style.margin = '0 0 8px'; title.style.fontSize = '20px';
      var text = document.createElement('p');
      text.id = id + '-text';
      text.textContent = 'Your bank asks you to confirm this payment of ' + formatAmount(intent.amount, intent.currency) +
        '. This test page lets you complete or fail the authentication.';
      text.style.margin = '0 0 20px';
      var actions = document.createElement('div');
      actions.style.display = 'flex'; actions.style.flexWrap = 'wrap'; actions.style.gap = '12px';
      function button(label, primary) {
        var element = document.createElement('button');
        element.type = 'button';
        element.textContent = label;
        var e = element.style;
        e.minHeight = '44px'; e.padding = '0 18px'; e.borderRadius = '8px'; e.font = 'inherit'; e.fontWeight = '600'; e.cursor = 'pointer';
        e.border = '2px solid #635bff'; e.background = primary ? '#635bff' : '#ffffff'; e.color = primary ? '#ffffff' : '#3d35c9';
        element.addEventListener('focus', function () { e.outline = '3px solid #1a1f36'; e.outlineOffset = '2px'; });
        element.addEventListener('blur', function () { e.outline = ''; });
        return element;
      }
      var complete = button('Complete authentication', true);
      var fail = button('Fail authentication', false);
      actions.appendChild(complete);
      actions.appendChild(fail);
      dialog.appendChild(badge);
      dialog.appendChild(title);
      dialog.appendChild(text);
      dialog.appendChild(actions);
      overlay.appendChild(dialog);

      var made = [];
      Array.prototype.forEach.call(document.body.children, function (child) {
        if (!child.inert) { child.inert = true; made.push(child); }
      });
      var done = false;
      function finish(outcome) {
        if (done) return;
        done = true;
        document.removeEventListener('keydown', onKey, true);
        made.forEach(function (child) { child.inert = false; });
        if (overlay.parentNode) overlay.parentNode.removeChild(overlay);
        if (previous && typeof previous.focus === 'function') { try { previous.focus(); } catch (ignored) { /* gone */ } }
        resolve(outcome);
      }
      function onKey(event) {
        if (event.key === 'Escape') { event.preventDefault(); finish('fail'); }
        else if (event.key === 'Tab') {
          event.preventDefault();
          (document.activeElement === complete ? fail : complete).focus();
        }
      }
      complete.addEventListener('click', function () { finish('complete'); });
      fail.addEventListener('click', function () { finish('fail'); });
      document.addEventListener('keydown', onKey, true);
      document.body.appendChild(overlay);
      complete.focus();
    });
  }

  function parseClientSecret(clientSecret) {
    if (typeof clientSecret !== 'string') return null;
    var match = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret);
    return match ? { id: match[1], secret: clientSecret } : null;
  }

  function Stripe(key, options) {
    if (typeof key !== 'string' || key === '') {
      throw IntegrationError('Invalid value for Stripe(): apiKey should be a string. You specified: ' + typeof key + '.');
    }
    if (!/^pk_test_[A-Za-z0-9]+$/.test(key)) {
      throw IntegrationError('The Stripe.js test double only accepts test mode publishable keys (pk_test_...).');
    }
    var context = { key: key, locale: (options && options.locale) || 'auto' };
    var apiLanguage = function () { return languageOf(context.locale); };
    var instance = {};

    instance.elements = function (elementsOptions) {
      return createElements(context, elementsOptions || {});
    };

    instance.createPaymentMethod = function (first, second, third) {
      var params = typeof first === 'string' ? Object.assign({ type: first, card: second }, third || {}) : Object.assign({}, first || {});
      if (params.type !== 'card') {
        return Promise.resolve({ error: { type: 'invalid_request_error', code: 'parameter_invalid', message: 'The Stripe.js test double creates payment methods of type "card" only.' } });
      }
      var collected;
      try { collected = collectCard(params.card, 'createPaymentMethod'); } catch (error) { return Promise.reject(error); }
      if (collected.error) return Promise.resolve({ error: collected.error });
      var card = collected.card;
      var body = flatten({ billing_details: params.billing_details || {} }, '', {
        key: key, locale: context.locale, type: 'card',
        'card[number]': card.number, 'card[exp_month]': card.exp_month, 'card[exp_year]': card.exp_year, 'card[cvc]': card.cvc
      });
      return request('POST', 'payment_methods', body, apiLanguage()).then(function (answer) {
        return answer && answer.error ? { error: answer.error } : { paymentMethod: answer };
      });
    };

    instance.confirmCardPayment = function (clientSecret, data, confirmOptions) {
      var parsed = parseClientSecret(clientSecret);
      if (!parsed) {
        return Promise.reject(IntegrationError('Invalid value for confirmCardPayment: clientSecret should be a client secret of the form pi_..._secret_.... You specified: ' + String(clientSecret) + '.'));
      }
      var handleActions = !(confirmOptions && confirmOptions.handleActions === false);
      var method = data && data.payment_method;
      var step;
      if (!method) step = Promise.resolve({ id: null });
      else if (typeof method === 'string') step = Promise.resolve({ id: method });
      else {
        step = instance.createPaymentMethod({ type: 'card', card: method.card, billing_details: method.billing_details }).then(function (result) {
          return result.error ? { error: result.error } : { id: result.paymentMethod.id };
        });
      }
      var path = 'payment_intents/' + encodeURIComponent(parsed.id);
      return step.then(function (paymentMethod) {
        if (paymentMethod.error) return { error: paymentMethod.error };
        return request('POST', path + '/confirm', { key: key, locale: context.locale, client_secret: parsed.secret, payment_method: paymentMethod.id }, apiLanguage()).then(function (answer) {
          if (answer && answer.error) return { error: answer.error };
          if (answer.status === 'requires_action' && handleActions) {
            return challenge(answer).then(function (outcome) {
              return request('POST', path + '/authenticate', { key: key, locale: context.locale, client_secret: parsed.secret, outcome: outcome }, apiLanguage());
            }).then(function (result) {
              return result && result.error ? { error: result.error } : { paymentIntent: result };
            });
          }
          return { paymentIntent: answer };
        });
      });
    };

    instance.retrievePaymentIntent = function (clientSecret) {
      var parsed = parseClientSecret(clientSecret);
      if (!parsed) return Promise.reject(IntegrationError('Invalid value for retrievePaymentIntent: clientSecret should be a client secret.'));
      return request('GET', 'payment_intents/' + encodeURIComponent(parsed.id), { key: key, client_secret: parsed.secret }, apiLanguage()).then(function (answer) {
        return answer && answer.error ? { error: answer.error } : { paymentIntent: answer };
      });
    };

    instance.createToken = function (cardElement) {
      var collected;
      try { collected = collectCard(cardElement, 'createToken'); } catch (error) { return Promise.reject(error); }
      if (collected.error) return Promise.resolve({ error: collected.error });
      var card = collected.card;
      return Promise.resolve({
        token: {
          id: 'tok_' + randomHex(12), object: 'token', type: 'card', livemode: false, used: false,
          created: Math.floor(Date.now() / 1000),
          card: { brand: card.brand, last4: card.number.slice(-4), exp_month: card.exp_month, exp_year: card.exp_year }
        }
      });
    };

    instance.registerAppInfo = function () { /* the provider records integrations; nothing to record here */ };
    instance._registerWrapper = function () { /* idem */ };
    return instance;
  }

  Stripe.version = RELEASE;
  Stripe.isTestDouble = true;
  window.Stripe = Stripe;
})();
`;

/**
 * The card rules the double applies in the page are the very functions dev-api
 * decides with (testCards.ts), written into the script: field and server never
 * disagree on a brand, a length or a checksum.
 */
export const stripeDoubleScript = doubleSource.replace('/*__CARD_RULES__*/', () =>
  [luhnValid.toString(), brandOf.toString(), `var cardLength = ${cardLength.toString()};`].join('\n'),
);
