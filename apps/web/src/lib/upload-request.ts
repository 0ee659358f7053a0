/**
 * One request that reports how much of its body has gone out (#16 part 5: the upload widget's
 * real progress). fetch reports no upload progress, so this one request goes by XMLHttpRequest
 * and answers a `Response` as fetch would: lib/api-client.ts reads it exactly as it reads
 * fetch's (one envelope handling). Like fetch it rejects with a TypeError on a network failure
 * and with the signal's reason (an AbortError) when the caller aborts.
 */
export function sendWithUploadProgress(
  url: string,
  init: { method: string; headers: Record<string, string>; body: string | undefined; signal?: AbortSignal },
  onUploadProgress: (fraction: number) => void,
): Promise<Response> {
  const { signal } = init;
  const aborted = () => signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError');
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    // Rejects at once: the abort event may not come for a request not yet under way.
    const abort = () => {
      xhr.abort();
      reject(aborted());
    };
    const settle = (finish: () => void) => () => {
      signal?.removeEventListener('abort', abort);
      finish();
    };
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(Math.min(1, event.loaded / event.total));
    };
    const failed = () => reject(new TypeError('Failed to fetch'));
    // Status 0 on load: the browser got no HTTP answer (as fetch, a network failure).
    xhr.onload = settle(() => (xhr.status === 0 ? failed() : resolve(responseOf(xhr))));
    xhr.onerror = settle(failed);
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = settle(() => reject(aborted()));
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(init.body ?? null);
  });
}

/** The answer as fetch's Response (a status that may carry no body gets none, as fetch gives). */
function responseOf(xhr: XMLHttpRequest): Response {
  const empty = [204, 205, 304].includes(xhr.status);
  return new Response(empty ? null : xhr.responseText, { status: xhr.status, statusText: xhr.statusText });
}
