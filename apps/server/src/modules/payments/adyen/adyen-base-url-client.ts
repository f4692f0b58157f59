import adyen, { type Config } from '@adyen/api-library';
import type ClientInterface from '@adyen/api-library/lib/src/httpClient/clientInterface';
import type { IRequest } from '@adyen/api-library/lib/src/typings/requestOptions';

// Test/fake endpoints only (ADYEN_API_BASE, docs/decisions/0042): the SDK's own HTTP client always
// speaks HTTPS to Adyen's hosts, so a local fake on http://127.0.0.1 gets the SDK's requests through
// this small client instead. It keeps what the SDK's client sends that matters to Adyen (API key,
// JSON body, Idempotency-Key header, query parameters) and fails the same way (HttpClientException
// with the API error for a non-2xx answer). Production never uses it: the SDK's client does.

const { HttpClientException } = adyen;

export function createBaseUrlHttpClient(apiBase: string): ClientInterface {
  const base = new URL(apiBase);
  return {
    async request(
      endpoint: string,
      json: string | Buffer,
      config: Config,
      _isApiKeyRequired: boolean,
      options?: IRequest.Options,
    ) {
      const original = new URL(endpoint);
      const target = new URL(base.toString());
      target.pathname = `${base.pathname.replace(/\/$/, '')}${original.pathname}`;
      if (options?.params) target.search = new URLSearchParams(options.params).toString();
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'accept-charset': 'utf-8',
        'x-api-key': config.apiKey ?? '',
      };
      if (options?.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
      const method = options?.method ?? 'POST';
      const res = await fetch(target, {
        method,
        headers,
        body: method === 'GET' ? undefined : typeof json === 'string' ? json : new Uint8Array(json),
        signal: AbortSignal.timeout(config.connectionTimeoutMillis ?? 30_000),
      });
      const text = await res.text();
      if (res.status < 200 || res.status >= 300) {
        let apiError: { status?: number; errorCode?: string; message?: string } | undefined;
        try {
          apiError = JSON.parse(text);
        } catch {
          apiError = undefined;
        }
        throw new HttpClientException({
          message: `HTTP Exception: ${res.status}. ${apiError?.message ?? res.statusText}`,
          statusCode: res.status,
          errorCode: apiError?.errorCode,
          responseBody: text,
          apiError: apiError as InstanceType<typeof HttpClientException>['apiError'],
        });
      }
      return text;
    },
  };
}
