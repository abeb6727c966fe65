/**
 * A stand-in for Stripe.js (https://js.stripe.com), served by the site at /mocks/stripe.js only
 * when MOCKS=true and loaded before `loadStripe` runs, so `@stripe/stripe-js` finds
 * `window.Stripe` and never fetches the real script. It implements what the site and
 * `@stripe/react-stripe-js` use: `Stripe(key)`, `elements({ clientSecret })`,
 * `elements.create('payment')` with mount/on/off/update/destroy, `confirmPayment`,
 * `retrievePaymentIntent`, and for a card saved without a payment `confirmSetup` and
 * `retrieveSetupIntent`. The Payment Element is a plain card form (Stripe's is an iframe)
 * whose first field is labelled 'Card number'. Like Stripe.js, it checks the fields in the
 * browser, then confirms the PaymentIntent with the publishable key and client secret at the
 * API — here the Stripe API stand-in, through the site's /mocks/stripe-api/ — where Stripe's
 * public test cards decide the outcome (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
 * declined) and the stand-in sends the signed webhook.
 */
(function () {
  'use strict';

  var API_BASE = '/mocks/stripe-api/v1';
  var counter = 0;

  var MESSAGES = {
    incomplete_number: 'Your card number is incomplete.',
    invalid_number: 'Your card number is invalid.',
    incomplete_expiry: "Your card's expiration date is incomplete.",
    invalid_expiry_month_past: "Your card's expiration date is in the past.",
    invalid_expiry_year_past: "Your card's expiration year is in the past.",
    invalid_expiry_month: "Your card's expiration date is invalid.",
    incomplete_cvc: "Your card's security code is incomplete.",
  };

  function digits(value) {
    return String(value || '').replace(/\D/g, '');
  }

  function luhnValid(number) {
    if (!/^\d{12,19}$/.test(number)) return false;
    var sum = 0;
    for (var i = 0; i < number.length; i++) {
      var digit = Number(number.charAt(number.length - 1 - i));
      if (i % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return sum % 10 === 0;
  }

  /** Field checks as Stripe.js makes them before anything is sent; null when all is well. */
  function validate(values) {
    var number = digits(values.number);
    if (number.length < 16 && !(number.length === 15 && /^3[47]/.test(number))) {
      return { code: 'incomplete_number', field: 'number' };
    }
    if (!luhnValid(number)) return { code: 'invalid_number', field: 'number' };
    var expiry = digits(values.expiry);
    if (expiry.length < 4) return { code: 'incomplete_expiry', field: 'expiry' };
    var month = Number(expiry.slice(0, 2));
    var year = 2000 + Number(expiry.slice(2, 4));
    if (month < 1 || month > 12) return { code: 'invalid_expiry_month', field: 'expiry' };
    var now = new Date();
    if (year < now.getFullYear()) return { code: 'invalid_expiry_year_past', field: 'expiry' };
    if (year === now.getFullYear() && month < now.getMonth() + 1) {
      return { code: 'invalid_expiry_month_past', field: 'expiry' };
    }
    if (digits(values.cvc).length < 3) return { code: 'incomplete_cvc', field: 'cvc' };
    return null;
  }

  function formatNumber(value) {
    return digits(value)
      .slice(0, 19)
      .replace(/(\d{4})(?=\d)/g, '$1 ');
  }

  function formatExpiry(value) {
    var d = digits(value).slice(0, 4);
    return d.length > 2 ? d.slice(0, 2) + ' / ' + d.slice(2) : d;
  }

  function intentIdOf(clientSecret) {
    return String(clientSecret || '').split('_secret_')[0];
  }

  function encodeForm(params) {
    var parts = [];
    Object.keys(params).forEach(function (key) {
      if (params[key] !== undefined && params[key] !== null) {
        parts.push(encodeURIComponent(key) + '=' + encodeURIComponent(params[key]));
      }
    });
    return parts.join('&').replace(/%5B/g, '[').replace(/%5D/g, ']');
  }

  /** A Payment Element stand-in: card number, expiry and security code, labelled. */
  function PaymentElement(group, options) {
    this._group = group;
    this._options = options || {};
    this._listeners = {};
    this._node = null;
    this._inputs = null;
    this._error = null;
    this._id = 'stripe-standin-' + ++counter;
  }

  PaymentElement.prototype.on = function (event, handler) {
    (this._listeners[event] = this._listeners[event] || []).push(handler);
    return this;
  };

  PaymentElement.prototype.off = function (event, handler) {
    var list = this._listeners[event] || [];
    this._listeners[event] = handler
      ? list.filter(function (candidate) {
          return candidate !== handler;
        })
      : [];
    return this;
  };

  PaymentElement.prototype._emit = function (event, payload) {
    (this._listeners[event] || []).slice().forEach(function (handler) {
      handler(payload);
    });
  };

  PaymentElement.prototype.mount = function (target) {
    var node = typeof target === 'string' ? document.querySelector(target) : target;
    if (!node)
      throw new Error('The selector you specified (' + target + ') applies to no DOM elements.');
    var id = this._id;
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the DOM handlers below need it
    var element = this;
    node.innerHTML = '';
    var wrapper = document.createElement('div');
    wrapper.setAttribute('data-stripe-stand-in', 'payment');
    // What Stripe.js would render its labels in ('auto' when not given).
    wrapper.setAttribute(
      'data-locale',
      (this._group._options && this._group._options.locale) || 'auto',
    );
    wrapper.style.cssText = 'display:grid;gap:12px;grid-template-columns:2fr 1fr 1fr;';
    var fields = [
      ['number', 'Card number', 'cc-number', '1234 1234 1234 1234', 'grid-column:1 / -1;'],
      ['expiry', 'Expiration date', 'cc-exp', 'MM / YY', ''],
      ['cvc', 'Security code', 'cc-csc', 'CVC', ''],
    ];
    this._inputs = {};
    fields.forEach(function (field) {
      var box = document.createElement('div');
      box.style.cssText = field[4];
      var label = document.createElement('label');
      label.htmlFor = id + '-' + field[0];
      label.textContent = field[1];
      label.style.cssText = 'display:block;font-size:0.875rem;font-weight:600;color:#30313d;';
      var input = document.createElement('input');
      input.id = id + '-' + field[0];
      input.name = field[0];
      input.type = 'text';
      input.inputMode = 'numeric';
      input.autocomplete = field[2];
      input.placeholder = field[3];
      input.style.cssText =
        'display:block;width:100%;margin-top:4px;padding:10px 12px;border:1px solid #6b7280;border-radius:6px;font-size:1rem;background:#fff;color:#30313d;';
      input.addEventListener('input', function () {
        if (field[0] === 'number') input.value = formatNumber(input.value);
        if (field[0] === 'expiry') input.value = formatExpiry(input.value);
        if (field[0] === 'cvc') input.value = digits(input.value).slice(0, 4);
        element._showError(null);
        element._emit('change', element._changeEvent());
      });
      input.addEventListener('focus', function () {
        element._emit('focus', { elementType: 'payment' });
      });
      input.addEventListener('blur', function () {
        element._emit('blur', { elementType: 'payment' });
      });
      box.appendChild(label);
      box.appendChild(input);
      wrapper.appendChild(box);
      element._inputs[field[0]] = input;
    });
    var error = document.createElement('p');
    error.id = id + '-error';
    error.setAttribute('role', 'alert');
    error.style.cssText = 'grid-column:1 / -1;margin:0;color:#b91c1c;font-weight:500;';
    wrapper.appendChild(error);
    this._error = error;
    node.appendChild(wrapper);
    this._node = node;
    // Stripe's element reports 'ready' once its iframe has loaded.
    setTimeout(function () {
      element._emit('ready', { elementType: 'payment' });
    }, 0);
  };

  PaymentElement.prototype._values = function () {
    var inputs = this._inputs || {};
    return {
      number: inputs.number ? inputs.number.value : '',
      expiry: inputs.expiry ? inputs.expiry.value : '',
      cvc: inputs.cvc ? inputs.cvc.value : '',
    };
  };

  PaymentElement.prototype._changeEvent = function () {
    var values = this._values();
    return {
      elementType: 'payment',
      empty: !values.number && !values.expiry && !values.cvc,
      complete: validate(values) === null,
      collapsed: false,
      value: { type: 'card' },
    };
  };

  PaymentElement.prototype._showError = function (problem) {
    var inputs = this._inputs;
    var errorId = this._id + '-error';
    if (!inputs) return;
    Object.keys(inputs).forEach(function (name) {
      var input = inputs[name];
      var wrong = problem && problem.field === name;
      input.setAttribute('aria-invalid', wrong ? 'true' : 'false');
      if (wrong) input.setAttribute('aria-describedby', errorId);
      else input.removeAttribute('aria-describedby');
      input.style.borderColor = wrong ? '#b91c1c' : '#6b7280';
    });
    this._error.textContent = problem ? MESSAGES[problem.code] : '';
  };

  PaymentElement.prototype.update = function (options) {
    this._options = Object.assign({}, this._options, options);
  };
  PaymentElement.prototype.focus = function () {
    if (this._inputs) this._inputs.number.focus();
  };
  PaymentElement.prototype.blur = function () {
    if (document.activeElement && this._node && this._node.contains(document.activeElement)) {
      document.activeElement.blur();
    }
  };
  PaymentElement.prototype.clear = function () {
    var inputs = this._inputs || {};
    Object.keys(inputs).forEach(function (name) {
      inputs[name].value = '';
    });
  };
  PaymentElement.prototype.collapse = function () {};
  PaymentElement.prototype.unmount = function () {
    if (this._node) this._node.innerHTML = '';
    this._node = null;
    this._inputs = null;
  };
  PaymentElement.prototype.destroy = function () {
    this.unmount();
    this._group._elements = this._group._elements.filter(function (element) {
      return element !== this;
    }, this);
    this._listeners = {};
  };

  function Elements(stripe, options) {
    this._stripe = stripe;
    this._options = options || {};
    this._elements = [];
  }

  Elements.prototype.create = function (type, options) {
    if (type !== 'payment') {
      throw new Error(
        'The Stripe.js stand-in only provides the payment element, not ' + type + '.',
      );
    }
    if (!this._options.clientSecret) {
      throw new Error(
        'In order to create a payment element, you must pass a clientSecret or mode when creating the Elements group.',
      );
    }
    var element = new PaymentElement(this, options);
    this._elements.push(element);
    return element;
  };
  Elements.prototype.getElement = function (type) {
    return type === 'payment' ? this._elements[0] || null : null;
  };
  Elements.prototype.update = function (options) {
    this._options = Object.assign({}, this._options, options);
  };
  Elements.prototype.fetchUpdates = function () {
    return Promise.resolve({});
  };
  Elements.prototype.submit = function () {
    var element = this._elements[0];
    var problem = element
      ? validate(element._values())
      : { code: 'incomplete_number', field: 'number' };
    if (element) element._showError(problem);
    return Promise.resolve(
      problem
        ? {
            error: {
              type: 'validation_error',
              code: problem.code,
              message: MESSAGES[problem.code],
            },
          }
        : {},
    );
  };

  function request(stripe, method, path, params) {
    var body = encodeForm(Object.assign({ key: stripe._key }, params));
    var url = API_BASE + path + (method === 'GET' ? '?' + body : '');
    return fetch(url, {
      method: method,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: method === 'GET' ? undefined : body,
    }).then(function (response) {
      return response.json().then(function (json) {
        return { ok: response.ok, json: json };
      });
    });
  }

  function networkError() {
    return {
      error: {
        type: 'api_connection_error',
        message: 'We could not connect to Stripe. Please check your connection and try again.',
      },
    };
  }

  function StripeInstance(key) {
    this._key = key;
  }

  StripeInstance.prototype.elements = function (options) {
    return new Elements(this, options);
  };

  /**
   * Confirms the intent of the group's client secret with the element's card: a PaymentIntent
   * (`confirmPayment`) or a SetupIntent (`confirmSetup`); `kind` is what the answer is called.
   */
  function confirmWithCard(stripe, options, path, kind) {
    var group = options && options.elements;
    var element = group && group._elements[0];
    var clientSecret = (options && options.clientSecret) || (group && group._options.clientSecret);
    if (!element || !clientSecret) {
      return Promise.reject(
        new Error('Confirming needs the elements group of a mounted payment element.'),
      );
    }
    var values = element._values();
    var problem = validate(values);
    element._showError(problem);
    if (problem) {
      return Promise.resolve({
        error: { type: 'validation_error', code: problem.code, message: MESSAGES[problem.code] },
      });
    }
    var expiry = digits(values.expiry);
    var params = {
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': digits(values.number),
      'payment_method_data[card][exp_month]': expiry.slice(0, 2),
      'payment_method_data[card][exp_year]': '20' + expiry.slice(2, 4),
      'payment_method_data[card][cvc]': digits(values.cvc),
      return_url: options.confirmParams && options.confirmParams.return_url,
    };
    return request(stripe, 'POST', path + intentIdOf(clientSecret) + '/confirm', params)
      .then(function (answer) {
        var result = {};
        if (answer.ok) result[kind] = answer.json;
        else result.error = answer.json.error;
        return result;
      })
      .catch(networkError);
  }

  StripeInstance.prototype.confirmPayment = function (options) {
    return confirmWithCard(this, options, '/payment_intents/', 'paymentIntent');
  };

  StripeInstance.prototype.confirmSetup = function (options) {
    return confirmWithCard(this, options, '/setup_intents/', 'setupIntent');
  };

  StripeInstance.prototype.retrieveSetupIntent = function (clientSecret) {
    return request(this, 'GET', '/setup_intents/' + intentIdOf(clientSecret), {
      client_secret: clientSecret,
    })
      .then(function (answer) {
        return answer.ok ? { setupIntent: answer.json } : { error: answer.json.error };
      })
      .catch(networkError);
  };

  StripeInstance.prototype.retrievePaymentIntent = function (clientSecret) {
    return request(this, 'GET', '/payment_intents/' + intentIdOf(clientSecret), {
      client_secret: clientSecret,
    })
      .then(function (answer) {
        return answer.ok ? { paymentIntent: answer.json } : { error: answer.json.error };
      })
      .catch(networkError);
  };

  function unsupported(name) {
    return function () {
      return Promise.resolve({
        error: {
          type: 'invalid_request_error',
          message: name + ' is not part of the Stripe.js stand-in.',
        },
      });
    };
  }

  // Present because @stripe/react-stripe-js checks for them; the site does not use them.
  StripeInstance.prototype.createToken = unsupported('createToken');
  StripeInstance.prototype.createPaymentMethod = unsupported('createPaymentMethod');
  StripeInstance.prototype.confirmCardPayment = unsupported('confirmCardPayment');
  StripeInstance.prototype._registerWrapper = function () {};
  StripeInstance.prototype.registerAppInfo = function () {};

  function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || !/^pk_(test|live)_/.test(publishableKey)) {
      throw new Error('Invalid value for Stripe(): apiKey should be a publishable key (pk_...).');
    }
    return new StripeInstance(publishableKey);
  }
  // The release @stripe/stripe-js 10 expects, so it does not warn about a version mismatch.
  Stripe.version = 'endive';

  window.Stripe = Stripe;
})();
