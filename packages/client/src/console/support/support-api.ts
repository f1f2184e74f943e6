/** The support inbox's calls (`/api/admin/support/*`), as one interface so stories and tests answer them in memory. */
import type { ApiClient } from "../../api/api-client.js";
import type {
  SendMessageReply,
  SupportFilter,
  SupportHistoryPage,
  SupportNote,
  SupportReplyRequest,
  SupportSavedReply,
  SupportSavedReplyRequest,
  SupportThreadDetail,
  SupportThreadPage,
  SupportTranslation,
} from "@chat/protocol";

export type SupportReplyResult = Pick<SendMessageReply, "message" | "translateResult">;

export interface SupportThreadsQuery {
  filter: SupportFilter;
  /** An account ID, an e-mail address or part of a nickname; "" for everyone. */
  q: string;
  page: number;
}

export interface SupportCalls {
  threads(query: SupportThreadsQuery): Promise<SupportThreadPage>;
  thread(memberId: number): Promise<SupportThreadDetail>;
  /** Newest first; `cursor` for older pages. */
  history(memberId: number, cursor?: string): Promise<SupportHistoryPage>;
  read(memberId: number): Promise<void>;
  reply(request: SupportReplyRequest): Promise<SupportReplyResult>;
  /** A picture for a reply: answers its URL, to send as an `img` reply. */
  upload(file: Blob): Promise<{ url: string }>;
  /** `operatorId` left out: the caller takes the thread. */
  assign(memberId: number, operatorId?: number): Promise<void>;
  resolve(memberId: number): Promise<void>;
  reopen(memberId: number): Promise<void>;
  addNote(memberId: number, text: string): Promise<SupportNote>;
  savedReplies(): Promise<SupportSavedReply[]>;
  addSavedReply(reply: SupportSavedReplyRequest): Promise<SupportSavedReply>;
  removeSavedReply(id: number): Promise<void>;
  translate(memberId: number, messageId: string, to: string): Promise<SupportTranslation>;
}

/** The calls over the console's API client (which sends the operator's token). */
export function supportCalls(api: ApiClient): SupportCalls {
  const base = "admin/support";
  const done = () => undefined;
  return {
    threads: ({ filter, q, page }) => api.get<SupportThreadPage>(`${base}/threads`, { filter, page, ...(q ? { q } : {}) }),
    thread: (memberId) => api.get<SupportThreadDetail>(`${base}/thread`, { memberId }),
    history: (memberId, cursor) => api.get<SupportHistoryPage>(`${base}/history`, { memberId, ...(cursor ? { cursor } : {}) }),
    read: (memberId) => api.post(`${base}/read`, { memberId }).then(done),
    reply: (request) => api.post<SupportReplyResult>(`${base}/reply`, request),
    upload(file) {
      const form = new FormData();
      form.append("file", file);
      return api.upload<{ url: string }>(`${base}/upload`, form);
    },
    assign: (memberId, operatorId) => api.post(`${base}/assign`, { memberId, ...(operatorId === undefined ? {} : { operatorId }) }).then(done),
    resolve: (memberId) => api.post(`${base}/resolve`, { memberId }).then(done),
    reopen: (memberId) => api.post(`${base}/reopen`, { memberId }).then(done),
    addNote: (memberId, text) => api.post<SupportNote>(`${base}/notes/add`, { memberId, text }),
    savedReplies: () => api.get<SupportSavedReply[]>(`${base}/saved-replies`),
    addSavedReply: (reply) => api.post<SupportSavedReply>(`${base}/saved-replies/add`, reply),
    removeSavedReply: (id) => api.post(`${base}/saved-replies/remove`, { id }).then(done),
    translate: (memberId, messageId, to) => api.post<SupportTranslation>(`${base}/translate`, { memberId, messageId, to }),
  };
}
