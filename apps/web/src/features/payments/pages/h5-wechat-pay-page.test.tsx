import { PAYMENT_MESSAGES } from '@rpos/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { encodeBase64Text } from '../base64';
import { H5WechatPayPage } from './h5-wechat-pay-page';

function stubLocation() {
  const replace = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace } as Location);
  return replace;
}

describe('H5WechatPayPage (/h5WechatPay)', () => {
  it('decodes the base64 url parameter and sends the browser there', async () => {
    const replace = stubLocation();
    const url = 'https://wx.example/h5pay?prepay=1&x=中';
    renderRoutes(
      [{ path: '/h5WechatPay', element: <H5WechatPayPage /> }],
      `/h5WechatPay?url=${encodeURIComponent(encodeBase64Text(url))}`,
    );
    await waitFor(() => expect(replace).toHaveBeenCalledWith(new URL(url).href));
    expect(screen.getByText('Taking you to the payment page…')).toBeInTheDocument();
  });

  it("logs and shows 'URL parameter is missing or invalid.' without a url", async () => {
    const replace = stubLocation();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = mockFetch({ 'POST /api/utils/logError': { status: 204 } });
    renderRoutes([{ path: '/h5WechatPay', element: <H5WechatPayPage /> }], '/h5WechatPay');
    expect(await screen.findByText(PAYMENT_MESSAGES.h5UrlMissing)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(PAYMENT_MESSAGES.h5UrlMissing);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/utils/logError')).toBe(true));
    expect(replace).not.toHaveBeenCalled();
  });

  it('refuses a url that is not http(s)', async () => {
    const replace = stubLocation();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ 'POST /api/utils/logError': { status: 204 } });
    renderRoutes(
      [{ path: '/h5WechatPay', element: <H5WechatPayPage /> }],
      `/h5WechatPay?url=${encodeURIComponent(encodeBase64Text('javascript:alert(1)'))}`,
    );
    expect(await screen.findByText(PAYMENT_MESSAGES.h5UrlMissing)).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });
});
