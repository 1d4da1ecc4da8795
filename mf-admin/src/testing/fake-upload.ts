// Test helpers for the product screens' uploads and previews (never part of a build).

/** One request made through XMLHttpRequest, as the server would have received it. */
export interface SentUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  timeout: number;
}

interface Reply {
  status: number;
  body: unknown;
}

/**
 * Replaces XMLHttpRequest with one whose requests wait for the test: `progress(40)` reports 40 %
 * of the upload sent, `answer({ status, body })` delivers the server's reply.
 */
export function fakeUpload() {
  const sent: SentUpload[] = [];
  const pending: FakeXhr[] = [];

  class FakeXhr {
    upload: { onprogress: ((event: ProgressEventInit) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    timeout = 0;
    status = 0;
    responseText = '';
    private request = { method: '', url: '', headers: {} as Record<string, string> };

    open(method: string, url: string) {
      this.request = { method, url, headers: {} };
    }

    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }

    send(body: FormData) {
      sent.push({ ...this.request, body, timeout: this.timeout });
      pending.push(this);
    }
  }

  global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return {
    sent,
    progress(percent: number) {
      pending[0]?.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 });
    },
    answer(reply: Reply) {
      const xhr = pending.shift()!;
      xhr.status = reply.status;
      xhr.responseText = JSON.stringify(reply.body);
      xhr.onload?.();
    },
  };
}

/** jsdom has no object URLs; the previews get stand-ins. */
export function fakeObjectUrls() {
  let next = 0;
  URL.createObjectURL = jest.fn(() => `blob:preview-${(next += 1)}`);
  URL.revokeObjectURL = jest.fn();
}

export function imageFile(name = 'boot.jpg', type = 'image/jpeg', size?: number): File {
  const file = new File(['image bytes'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
