import { describe, expect, it } from 'vitest';
import { decodeBase64Json, decodeBase64Text, decodeH5Url, encodeBase64Text } from './base64';

describe('base64 helpers', () => {
  it('decodes standard and URL-safe base64, with or without padding, as UTF-8', () => {
    expect(decodeBase64Text(encodeBase64Text('微信 pay?'))).toBe('微信 pay?');
    const urlSafe = encodeBase64Text('a?>b').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodeBase64Text(urlSafe)).toBe('a?>b');
    expect(decodeBase64Text('not base64!')).toBeNull();
    expect(decodeBase64Text('')).toBeNull();
  });

  it('decodes base64 JSON and refuses other text', () => {
    expect(decodeBase64Json(encodeBase64Text('{"orderNumber":"N1"}'))).toEqual({ orderNumber: 'N1' });
    expect(decodeBase64Json(encodeBase64Text('{oops'))).toBeNull();
  });

  it('accepts only http(s) URLs and paths of this site for /h5WechatPay', () => {
    expect(decodeH5Url(encodeBase64Text('https://wx.example/pay?id=1'))).toBe('https://wx.example/pay?id=1');
    expect(decodeH5Url(encodeBase64Text('/sandbox/pay/p1'))).toBe('/sandbox/pay/p1');
    expect(decodeH5Url(encodeBase64Text('javascript:alert(1)'))).toBeNull();
    expect(decodeH5Url(encodeBase64Text('//evil.example'))).toBeNull();
    expect(decodeH5Url(null)).toBeNull();
  });
});
