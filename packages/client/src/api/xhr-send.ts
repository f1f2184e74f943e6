import type { ProgressSend } from "./api-client.js";

/** The part of XMLHttpRequest an upload with progress uses (tests pass a fake). */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  timeout: number;
  readonly status: number;
  readonly responseText: string;
  getResponseHeader(name: string): string | null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: ((event: ProgressEvent) => void) | null;
  onerror: ((event: ProgressEvent) => void) | null;
  ontimeout: ((event: ProgressEvent) => void) | null;
  onabort: ((event: ProgressEvent) => void) | null;
}

/**
 * Uploads through XMLHttpRequest, the one browser API that reports how much of a request body has
 * been sent (fetch reports only downloads). The answer becomes a Response, so the API client reads
 * it like any other.
 */
export function xhrSend(create: () => XhrLike): ProgressSend {
  return ({ url, headers, body, timeoutMs, onProgress }) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = create();
      xhr.open("POST", url);
      headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.timeout = timeoutMs;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      };
      xhr.onload = () => {
        onProgress(1);
        const type = xhr.getResponseHeader("Content-Type") ?? "application/json";
        // A Response cannot carry the statuses fetch never yields (0, 1xx): those count as no answer.
        if (xhr.status < 200 || xhr.status > 599) reject(new TypeError("upload failed"));
        else resolve(new Response(xhr.responseText, { status: xhr.status, headers: { "Content-Type": type } }));
      };
      xhr.onerror = xhr.ontimeout = xhr.onabort = () => reject(new TypeError("upload failed"));
      xhr.send(body);
    });
}
