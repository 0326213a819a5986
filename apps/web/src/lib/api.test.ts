import { headerOf, stubFetch } from '../test/render';
import { ApiError, apiFetch, apiUrl, collapseSlashes, decorateHeaders, NETWORK_ERROR, setSessionExpiredHandler } from './api';
import { getToken, STORAGE_KEYS, writeItem } from './storage';

describe('URLs (spec §7)', () => {
  it('joins the API base and collapses duplicate slashes', () => {
    expect(apiUrl('/user/version/')).toBe('/api/user/version/');
    expect(apiUrl('//user//v1///login/')).toBe('/api/user/v1/login/');
    expect(apiUrl('user/version/', '/api/')).toBe('/api/user/version/');
    expect(apiUrl('/user/version/', 'https://cold.example.org//api/')).toBe('https://cold.example.org/api/user/version/');
  });

  it('keeps the scheme and the query untouched', () => {
    expect(collapseSlashes('https://a.example//b//c?next=http://x//y')).toBe('https://a.example/b/c?next=http://x//y');
  });
});

describe('request decoration', () => {
  it('sends the bearer header when the stored token has an access value', () => {
    writeItem(STORAGE_KEYS.token, { access: 'acc', refresh: 'ref' });
    expect(decorateHeaders('/api/x', 'GET', new Headers()).get('Authorization')).toBe('Bearer acc');
  });

  it('sends no bearer header without an access value', () => {
    writeItem(STORAGE_KEYS.token, { access: '', refresh: 'ref' });
    expect(decorateHeaders('/api/x', 'GET', new Headers()).get('Authorization')).toBeNull();
  });

  it('sends the CSRF header from the cookie on unsafe relative requests only', () => {
    document.cookie = 'csrftoken=tok123';
    expect(decorateHeaders('/api/x', 'POST', new Headers()).get('X-CSRFToken')).toBe('tok123');
    expect(decorateHeaders('/api/x', 'DELETE', new Headers()).get('X-CSRFToken')).toBe('tok123');
    expect(decorateHeaders('/api/x', 'GET', new Headers()).get('X-CSRFToken')).toBeNull();
    expect(decorateHeaders('/api/x', 'HEAD', new Headers()).get('X-CSRFToken')).toBeNull();
    expect(decorateHeaders('https://api.example.org/x', 'POST', new Headers()).get('X-CSRFToken')).toBeNull();
  });

  it('does nothing when it fails (spec §8)', () => {
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new Error('no cookies here');
    });
    writeItem(STORAGE_KEYS.token, { access: 'acc', refresh: 'ref' });
    const headers = decorateHeaders('/api/x', 'POST', new Headers({ Accept: 'application/json' }));
    expect(headers.get('Accept')).toBe('application/json');
  });
});

describe('apiFetch', () => {
  it('sends JSON and returns the parsed answer', async () => {
    const { calls } = stubFetch(() => ({ body: { version: '1.2.0' } }));
    await expect(apiFetch('/user/version/', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ version: '1.2.0' });
    expect(calls[0]?.url).toBe('/api/user/version/');
    expect(headerOf(calls[0]!.init, 'Content-Type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"a":1}');
  });

  it('turns the error body into a typed ApiError', async () => {
    stubFetch(() => ({ status: 400, body: { error: { code: 'invalid_input', message: 'bad', fields: { phone: 'required' } } } }));
    const error = await apiFetch('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_input', fields: { phone: 'required' } });
  });

  it('gives a code even when the body is not the error shape', async () => {
    stubFetch(() => ({ status: 502, body: 'gateway' }));
    await expect(apiFetch('/x')).rejects.toMatchObject({ status: 502, code: 'service_unavailable' });
  });

  it('reports an answer whose body was cut off as a network failure, never as an empty success', async () => {
    const cutOff = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"id":1,"na'));
        controller.error(new TypeError('network error'));
      },
    });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(cutOff, { status: 200 })));
    await expect(apiFetch('/x')).rejects.toMatchObject({ status: 0, code: NETWORK_ERROR });
  });

  it('reports a 200 with half a JSON body as a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{"id":1,"na', { status: 200 })));
    await expect(apiFetch('/x')).rejects.toMatchObject({ status: 0, code: NETWORK_ERROR });
  });

  it('returns nothing for an empty success (204)', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 204 })));
    await expect(apiFetch('/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiFetch('/x')).rejects.toMatchObject({ status: 0, code: NETWORK_ERROR });
  });
});

describe('401 → refresh once → retry', () => {
  it('refreshes the access token with the stored refresh token and retries once', async () => {
    writeItem(STORAGE_KEYS.token, { access: 'old', refresh: 'r1' });
    const { calls } = stubFetch((url, init) => {
      if (url.endsWith('/user/token/refresh/')) return { body: { access: 'new', refresh: 'r2' } };
      return headerOf(init, 'Authorization') === 'Bearer new' ? { body: { ok: true } } : { status: 401, body: { error: { code: 'token_expired', message: 'x' } } };
    });
    await expect(apiFetch('/user/v1/users/1/')).resolves.toEqual({ ok: true });
    expect(calls.map((c) => c.url)).toEqual(['/api/user/v1/users/1/', '/api/user/token/refresh/', '/api/user/v1/users/1/']);
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ refresh: 'r1' });
    expect(getToken()).toEqual({ access: 'new', refresh: 'r2' });
  });

  it('shares one refresh between parallel requests (a rotated token must not be used twice)', async () => {
    writeItem(STORAGE_KEYS.token, { access: 'old', refresh: 'r1' });
    const { calls } = stubFetch((url, init) => {
      if (url.endsWith('/user/token/refresh/')) return { body: { access: 'new', refresh: 'r2' } };
      return headerOf(init, 'Authorization') === 'Bearer new' ? { body: 1 } : { status: 401 };
    });
    await Promise.all([apiFetch('/a'), apiFetch('/b'), apiFetch('/c')]);
    expect(calls.filter((c) => c.url.endsWith('/refresh/'))).toHaveLength(1);
  });

  it('does not retry a second time, and ends the session when the refresh is refused', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    writeItem(STORAGE_KEYS.token, { access: 'old', refresh: 'r1' });
    const { calls } = stubFetch((url) =>
      url.endsWith('/refresh/') ? { status: 401, body: { error: { code: 'token_reused', message: 'x' } } } : { status: 401 },
    );
    await expect(apiFetch('/a')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(2);
    expect(expired).toHaveBeenCalledOnce();
  });

  it('leaves the session alone when the refresh fails for lack of network', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    writeItem(STORAGE_KEYS.token, { access: 'old', refresh: 'r1' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/refresh/')) throw new TypeError('offline');
        return new Response(null, { status: 401 });
      }),
    );
    await expect(apiFetch('/a')).rejects.toMatchObject({ status: 401 });
    expect(expired).not.toHaveBeenCalled();
  });

  it('does not try to refresh without a stored refresh token, or when told not to', async () => {
    const { calls } = stubFetch(() => ({ status: 401 }));
    await expect(apiFetch('/a')).rejects.toMatchObject({ status: 401 });
    writeItem(STORAGE_KEYS.token, { access: 'old', refresh: 'r1' });
    await expect(apiFetch('/login', { method: 'POST', retryOn401: false })).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(2);
  });
});
