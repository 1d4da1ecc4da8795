// The page the stand-in shows a buyer where PayPal shows its own: Pay now, Decline card, Cancel.

function approvalPage(order) {
  const amount = order.purchase_units[0].amount;
  const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>PayPal test checkout</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f5f7fa;color:#2c2e2f;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;padding:32px;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);width:min(360px,90vw);text-align:center}
h1{font-size:20px;margin:0 0 4px;color:#003087}p{margin:0 0 20px;color:#6c7378}
.amount{font-size:28px;font-weight:700;color:#2c2e2f;margin-bottom:24px}
button{display:block;width:100%;height:45px;margin-top:10px;border:0;border-radius:4px;font-size:16px;font-weight:600;cursor:pointer}
#pay{background:#0070ba;color:#fff}#decline{background:#fff;color:#b42318;border:1px solid #b42318}#cancel{background:#fff;color:#0070ba;border:1px solid #0070ba}
</style></head>
<body><main>
<h1>PayPal test checkout</h1><p>Local stand-in: no money moves.</p>
<div class="amount">${escape(amount.value)} ${escape(amount.currency_code)}</div>
<button id="pay" data-outcome="approved">Pay now</button>
<button id="decline" data-outcome="declined">Decline card</button>
<button id="cancel" data-outcome="cancelled">Cancel</button>
</main>
<script>
const orderId = ${JSON.stringify(order.id)};
for (const button of document.querySelectorAll('button')) {
  button.addEventListener('click', async () => {
    const outcome = button.dataset.outcome;
    await fetch('/checkoutnow/' + encodeURIComponent(orderId), {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome }),
    });
    const told = outcome === 'cancelled' ? 'cancelled' : 'approved';
    if (window.opener) window.opener.postMessage({ source: 'paypal-standin', orderId, outcome: told }, '*');
    window.close();
  });
}
</script></body></html>`;
}

module.exports = { approvalPage };
