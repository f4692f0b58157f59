/**
 * The data the server writes into a page with its first screen (`#rpos-first-data`: the diner menu's
 * answers, decision 0590; a restaurant's GET /restaurantInfo answer on its booking and queue pages,
 * decision 0604): read once at start-up, removed from the page, and put into the query cache by the
 * feature whose page it is. Null when the page has none or it cannot be read.
 */
export function takeFirstScreenBlock(doc: Document = document): Record<string, unknown> | null {
  const block = doc.getElementById('rpos-first-data');
  if (!block) return null;
  block.remove();
  try {
    const data: unknown = JSON.parse(block.textContent ?? '');
    return data && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
