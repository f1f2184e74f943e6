/** Announcements in the console: write and preview one in every language, publish it, see what went out. */
import type { AnnouncementTexts, ConsoleAnnouncement } from "@chat/protocol";
import { Trans } from "@lingui/react/macro";
import { useCallback, useEffect, useState } from "react";
import { AnnouncementEditor } from "./announcement-editor.js";
import { AnnouncementList } from "./announcement-list.js";
import "./announcements.css";
import { ScreenHeader } from "../screen-header.js";

export interface AnnouncementsActions {
  list(): Promise<ConsoleAnnouncement[]>;
  /** Resolves with how many members it reached. */
  publish(texts: AnnouncementTexts): Promise<number>;
}

export function AnnouncementsScreen({ actions, canPublish, now = Date.now }: { actions: AnnouncementsActions; canPublish: boolean; now?: () => number }) {
  const [list, setList] = useState<ConsoleAnnouncement[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    try {
      setList(await actions.list());
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [actions]);
  useEffect(() => void reload(), [reload]);
  return (
    <div className="console-ops announcements-screen">
      <ScreenHeader title={<Trans>Announcements</Trans>} error={error} />
      <AnnouncementEditor
        canPublish={canPublish}
        now={now}
        onPublish={async (texts) => {
          const recipients = await actions.publish(texts);
          await reload();
          return recipients;
        }}
      />
      <h2>
        <Trans>Published</Trans>
      </h2>
      {list ? (
        <AnnouncementList announcements={list} />
      ) : (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
    </div>
  );
}
