/** An API client over a fake server with the given routes, for the stores' own tests. */
import { createApiClient } from "../api/api-client.js";
import { fakeFetch } from "./fake-fetch.js";

export function apiWith(routes: Parameters<typeof fakeFetch>[0]) {
  const http = fakeFetch(routes);
  const api = createApiClient({ baseUrl: "http://chat.test", getToken: () => "t", getLocale: () => "en", fetch: http.fetch, onUnauthorized: () => {} });
  return { api, seen: http.seen };
}
