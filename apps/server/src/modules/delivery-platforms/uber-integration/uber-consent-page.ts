const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;

/**
 * The offline stand-in for Uber's authorisation page (decision 0226): plain HTML (the API's CSP
 * allows no script), Allow and Deny as links to the OAuth callback, as Uber would redirect.
 */
export function uberConsentPage(p: { restaurantName: string; allowUrl: string; denyUrl: string }): string {
  return page(
    'Uber Eats (offline)',
    `<p>This is the offline stand-in for Uber's authorisation page: nothing is sent to Uber.</p>
<p>Allow the POS to manage the Uber Eats store of <strong>${escapeHtml(p.restaurantName)}</strong>?</p>
<p><a href="${escapeHtml(p.allowUrl)}">Allow</a></p>
<p><a href="${escapeHtml(p.denyUrl)}">Deny</a></p>`,
  );
}

/** What the popup shows after the callback; the dialog that opened it sees the store on its next read. */
export function uberResultPage(p: { ok: boolean; message: string }): string {
  return page(
    p.ok ? 'Connected to Uber Eats' : 'Not connected to Uber Eats',
    `<p>${escapeHtml(p.message)}</p><p>You can close this window.</p>`,
  );
}
