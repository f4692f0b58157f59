const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The sandbox's stand-in for a provider's hosted onboarding page: plain HTML (the API's CSP allows
 * no script or style), one form posted as text/plain (a body type the server parses) back to the
 * same URL, and a way back without connecting.
 */
export function sandboxOnboardingPage(p: {
  restaurantName: string;
  kind: 'card' | 'adyen';
  action: string;
}): string {
  const name = escapeHtml(p.restaurantName);
  const provider = p.kind === 'card' ? 'card payments' : 'Adyen payments';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox onboarding</title></head>
<body>
<main>
<h1>Sandbox onboarding</h1>
<p>This is the built-in sandbox: no real provider and no real money. Connecting gives
<strong>${name}</strong> a test account for ${provider}.</p>
<form method="post" action="${escapeHtml(p.action)}" enctype="text/plain">
<input type="hidden" name="confirm" value="yes">
<button type="submit">Connect test account</button>
</form>
<p><a href="/myRestaurant">Back to My Restaurant without connecting</a></p>
</main>
</body>
</html>`;
}
