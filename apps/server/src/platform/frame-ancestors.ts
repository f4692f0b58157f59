// Read by the configuration and the security headers: its own file, so neither imports the other.

const FRAME_SOURCE =
  /^(\*|'self'|'none'|https?:|[a-z][a-z0-9+.-]*:\/\/(\*\.)?[a-z0-9.-]+(:(\d+|\*))?|(\*\.)?[a-z0-9.-]+\.[a-z]{2,}(:\d+)?)$/i;

/**
 * DINER_FRAME_ANCESTORS: `*` (any website, the default), `none`, or origins separated by spaces or
 * commas (https://restaurant.example, https://*.example.com, 'self').
 */
export function parseFrameAncestors(value: string | undefined): string[] {
  const tokens = (value ?? '*').split(/[\s,]+/).filter(Boolean);
  if (tokens.length === 0) return ['*'];
  if (tokens.length === 1 && tokens[0]!.replace(/'/g, '').toLowerCase() === 'none') return ["'none'"];
  return tokens.map((token) => {
    const source = token.replace(/\/$/, '');
    if (!FRAME_SOURCE.test(source)) throw new Error(`DINER_FRAME_ANCESTORS: not an origin: ${token}`);
    return source;
  });
}
