/**
 * The console's announcements: what went out (newest first) and publishing a new one (admin only;
 * the server refuses support). The calls are an interface so stories and tests answer them in memory.
 */
import type { AnnouncementTexts, ConsoleAnnouncement, PublishAnnouncementReply } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../../api/api-client.js";

export interface AnnouncementsCalls {
  list(): Promise<ConsoleAnnouncement[]>;
  /** Resolves with how many members it reached. */
  publish(texts: AnnouncementTexts): Promise<number>;
}

/** The calls over the console's API client. */
export function announcementsCalls(api: ApiClient): AnnouncementsCalls {
  return {
    list: () => api.get<ConsoleAnnouncement[]>("admin/announcements"),
    publish: (texts) => api.post<PublishAnnouncementReply>("admin/announcements/publish", { texts }).then((r) => r.recipients),
  };
}

export interface Announcements {
  /** null until the first answer. */
  $list: ReadableAtom<ConsoleAnnouncement[] | null>;
  /** The last failure to load the list. */
  $error: ReadableAtom<unknown>;
  load(): Promise<void>;
  /** Resolves with how many members it reached, then loads the list again; rejects with the call's failure (the editor shows it). */
  publish(texts: AnnouncementTexts): Promise<number>;
}

export function createAnnouncements(calls: AnnouncementsCalls): Announcements {
  const $list = atom<ConsoleAnnouncement[] | null>(null);
  const $error = atom<unknown>(null);
  async function load() {
    try {
      $list.set(await calls.list());
    } catch (error) {
      $error.set(error);
    }
  }
  return {
    $list,
    $error,
    load,
    async publish(texts) {
      const recipients = await calls.publish(texts);
      await load();
      return recipients;
    },
  };
}
