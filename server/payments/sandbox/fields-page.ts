// The sandbox's hosted card fields: a page on the sandbox's own origin, framed by the checkout.
// The diner types the card here; the storefront's JavaScript cannot read it (another origin),
// which is what keeps card data out of our code (PCI SAQ A), as with Stripe's Payment Element.
// The parent sends its translated labels and, on pay, a 'confirm'; the page answers with the
// outcome. Messages are accepted only from the storefront origin the server checked.

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

export function fieldsHtml(input: {
  providerId: string;
  intentId: string;
  clientSecret: string;
  parentOrigin: string;
  mode: string;
}): string {
  const data = escapeHtml(JSON.stringify(input));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Sandbox payment</title><link rel="stylesheet" href="/fields.css"></head>
<body><main id="root" data-intent="${data}">
<p class="badge" id="badge">Sandbox · test cards only</p>
<form id="card" novalidate ${input.mode === 'wallet' ? 'hidden' : ''}>
<label for="number" id="l-number">Card number</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" maxlength="23" required>
<div class="row"><div><label for="expiry" id="l-expiry">Expiry (MM/YY)</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" maxlength="5" placeholder="MM/YY" required></div>
<div><label for="cvc" id="l-cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required></div></div>
<p class="error" id="error" role="alert"></p>
</form>
<div id="wallet" ${input.mode === 'wallet' ? '' : 'hidden'}><p id="l-wallet">Sandbox Wallet · •••• 4242</p></div>
<div id="challenge" hidden role="dialog" aria-labelledby="c-title">
<h1 id="c-title">Confirm this payment</h1><p id="c-text">Your bank asks you to confirm this test payment.</p>
<button type="button" id="approve">Confirm</button> <button type="button" id="decline">Cancel</button>
</div>
</main><script src="/fields.js"></script></body></html>`;
}

export const FIELDS_CSS = `body{margin:0;font:16px/1.4 system-ui,sans-serif;color:#1f2937;background:#fff}
main{padding:4px 2px}.badge{margin:0 0 8px;font-size:12px;color:#92400e;background:#fef3c7;
display:inline-block;padding:2px 8px;border-radius:999px}label{display:block;font-size:14px;margin:6px 0 2px}
input{box-sizing:border-box;width:100%;font-size:16px;padding:10px;border:1px solid #6b7280;border-radius:8px}
input:focus{outline:3px solid #2563eb;outline-offset:1px}input[aria-invalid=true]{border-color:#b91c1c}
.row{display:flex;gap:8px}.row>div{flex:1}.error{color:#b91c1c;min-height:1.4em;margin:6px 0 0;font-size:14px}
button{font-size:16px;padding:10px 16px;border-radius:8px;border:1px solid #1f2937;background:#fff;cursor:pointer}
#approve{background:#1f2937;color:#fff}h1{font-size:18px;margin:4px 0}[dir=rtl] input{text-align:right}`;

/** Runs in the frame. Plain ES2017, no build step: the sandbox is its own little site. */
export const FIELDS_JS = `(function () {
  var root = document.getElementById('root');
  var cfg = JSON.parse(root.getAttribute('data-intent'));
  var parentWindow = window.parent;
  var busy = false;
  var labels = {};
  function post(message) { message.source = 'comanda-sandbox'; parentWindow.postMessage(message, cfg.parentOrigin); }
  function height() { post({ type: 'height', value: document.documentElement.scrollHeight }); }
  function text(id, value) { var el = document.getElementById(id); if (el && value) el.textContent = value; }
  function field(id) { return document.getElementById(id); }
  function showError(message, fieldId) {
    text('error', message);
    ['number', 'expiry', 'cvc'].forEach(function (id) { field(id).setAttribute('aria-invalid', String(id === fieldId)); });
    if (fieldId) field(fieldId).focus();
    height();
  }
  function call(path, body) {
    return fetch('/api/providers/' + encodeURIComponent(cfg.providerId) + '/intents/' + encodeURIComponent(cfg.intentId) + path, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify(Object.assign({ client_secret: cfg.clientSecret }, body))
    }).then(function (r) { return r.json().then(function (b) { return { ok: r.ok, body: b }; }); });
  }
  function finish(answer) {
    busy = false;
    var body = answer.body || {};
    if (body.status === 'requires_action') {
      field('card').hidden = true; field('wallet').hidden = true; field('challenge').hidden = false;
      field('approve').focus(); post({ type: 'challenge' }); height(); return;
    }
    if (body.status === 'invalid') { showError(labels['invalid_' + body.field] || body.message || '', body.field); post({ type: 'result', status: 'invalid', field: body.field }); return; }
    post({ type: 'result', status: body.status || 'error', code: body.code || null });
  }
  function fail() { busy = false; post({ type: 'result', status: 'error', code: 'network' }); }
  function confirm() {
    if (busy) return; busy = true;
    var body = cfg.mode === 'wallet' ? { wallet: true } :
      { number: field('number').value, expiry: field('expiry').value, cvc: field('cvc').value };
    call('/confirm', body).then(finish, fail);
  }
  function authorize(approve) {
    if (busy) return; busy = true;
    call('/authorize', { approve: approve }).then(function (answer) {
      field('challenge').hidden = true; finish(answer);
    }, fail);
  }
  field('approve').addEventListener('click', function () { authorize(true); });
  field('decline').addEventListener('click', function () { authorize(false); });
  field('card').addEventListener('submit', function (e) { e.preventDefault(); });
  field('expiry').addEventListener('input', function (e) {
    var v = e.target.value.replace(/[^0-9]/g, '').slice(0, 4);
    e.target.value = v.length > 2 ? v.slice(0, 2) + '/' + v.slice(2) : v;
  });
  document.addEventListener('keydown', function (e) {
    if (e.key === 'Escape' && !field('challenge').hidden) authorize(false);
  });
  window.addEventListener('message', function (event) {
    if (event.origin !== cfg.parentOrigin || !event.data || typeof event.data !== 'object') return;
    var m = event.data;
    if (m.type === 'init') {
      var l = m.labels || {};
      labels = l;
      text('badge', l.badge); text('l-number', l.number); text('l-expiry', l.expiry); text('l-cvc', l.cvc);
      text('l-wallet', l.wallet); text('c-title', l.challengeTitle); text('c-text', l.challengeText);
      text('approve', l.approve); text('decline', l.decline);
      if (m.dir === 'rtl' || m.dir === 'ltr') document.documentElement.dir = m.dir;
      if (typeof m.lang === 'string') document.documentElement.lang = m.lang;
      height();
    } else if (m.type === 'confirm') confirm();
  });
  post({ type: 'ready' }); height();
})();`;
