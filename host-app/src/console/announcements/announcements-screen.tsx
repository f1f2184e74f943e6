/** Announcements in the console: write and preview one in every language, publish it, see what went out. */
import type { Announcements } from "@chat/client/console";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { storeFailureText } from "../console-errors.js";
import { AnnouncementEditor } from "./announcement-editor.js";
import { AnnouncementList } from "./announcement-list.js";
import "./announcements.css";
import { ScreenHeader } from "../screen-header.js";

export function AnnouncementsScreen({ announcements, canPublish, now = Date.now }: { announcements: Announcements; canPublish: boolean; now?: () => number }) {
  const { i18n } = useLingui();
  const list = useStore(announcements.$list);
  const error = useStore(announcements.$error);
  useEffect(() => void announcements.load(), [announcements]);
  return (
    <div className="console-ops announcements-screen">
      <ScreenHeader title={<Trans>Announcements</Trans>} error={storeFailureText(i18n, error)} />
      <AnnouncementEditor
        canPublish={canPublish}
        now={now}
        onPublish={(texts) =>
          // The editor shows a refusal by its message.
          announcements.publish(texts).catch((failure: unknown) => {
            throw new Error(storeFailureText(i18n, failure) ?? "");
          })
        }
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
