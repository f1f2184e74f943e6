import type { Envelope, LoginResult, UserInfo } from "@chat/protocol";

/** A request as the fake server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type Answer = Response | Promise<Response>;
type Handler = (request: SeenRequest) => Answer;

/** A `fetch` that answers like the real server: `{code, msg, data}` with a mirroring HTTP status. */
export function fakeFetch(routes: Record<string, Handler>) {
  const seen: SeenRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const seenRequest = {
      method: request.method,
      path: url.pathname + url.search,
      headers: request.headers,
      body: text ? parseBody(text) : undefined,
    };
    seen.push(seenRequest);
    const handler = routes[`${request.method} ${url.pathname}`];
    if (!handler) return envelope(404, "Not found.", null);
    return handler(seenRequest);
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

/** JSON bodies parsed; anything else (a multipart upload) kept as its text. */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A JSON envelope answer with the HTTP status mirroring the body code. */
export function envelope<T>(code: number, msg: string, data: T, headers: Record<string, string> = {}): Response {
  const body: Envelope<T> = { code, msg, data };
  const status = code >= 200 && code < 600 ? code : 400;
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

export const ok = <T>(data: T) => envelope(200, "ok", data);

export function demoUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 7,
    userId: 7,
    account: "100007",
    email: "ada@example.com",
    nickname: "Ada",
    avatar: "",
    vipLevel: 1,
    gender: 1,
    imAccount: "im100007",
    onlineState: 1,
    birthday: null,
    age: null,
    region: "",
    height: null,
    weight: null,
    occupation: "",
    interest: "",
    personalMessage: "",
    language: "en",
    isPayMsg: 0,
    isBurnPayMsg: 0,
    userAccountVo: { goldCoin: 12, character: 300, vipCharacter: 200 },
    userDataVo: { fans: 0, follow: 0 },
    userSetVo: { addFriend: "anyone", momentInteractions: "public" },
    ...overrides,
  };
}

export const loginResult = (token = "token-abc", user = demoUser()): LoginResult => ({ token, userInfo: user });
