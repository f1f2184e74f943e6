/** The Contacts tab (product §2): friends grouped by first letter, with a letter index to jump. */
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useId, useRef } from "react";
import { Avatar } from "../common/avatar.js";
import { usePanel } from "../common/panel-context.js";
import { adoptOnDemandStyles } from "../common/on-demand-styles.js";
import contacts from "./contacts.css?inline";

// A chunk of its own (`ON_DEMAND` in vite.lib.config.ts): the panel opens on Recent.
adoptOnDemandStyles([contacts]);

export function ContactsList() {
  const { t } = useLingui();
  const { chat } = usePanel();
  const groups = useStore(chat.$contacts);
  const id = useId();
  const headings = useRef<Record<string, HTMLElement | null>>({});

  if (groups.length === 0) {
    return (
      <p className="contacts__empty muted">
        <Trans>No friends yet.</Trans>
      </p>
    );
  }
  return (
    <div className="contacts">
      <nav className="contacts__index" aria-label={t`Letter index`}>
        {groups.map((group) => (
          <button
            key={group.letter}
            type="button"
            className="contacts__letter"
            aria-label={t`Jump to ${group.letter}`}
            onClick={() => {
              const heading = headings.current[group.letter];
              heading?.scrollIntoView?.({ block: "start" });
              heading?.focus();
            }}
          >
            {group.letter}
          </button>
        ))}
      </nav>
      <div className="contacts__groups">
        {groups.map((group) => (
          <section key={group.letter} className="contacts__group" aria-labelledby={`${id}-${group.letter}`}>
            <h3
              className="contacts__heading"
              id={`${id}-${group.letter}`}
              tabIndex={-1}
              ref={(el) => {
                headings.current[group.letter] = el;
              }}
            >
              {group.letter}
            </h3>
            <ul className="contacts__friends">
              {group.friends.map((friend) => {
                const name = friend.friendRemarkName || friend.friendUserNickName;
                return (
                  <li key={friend.friendUserId}>
                    <button type="button" className="contacts__friend" onClick={() => void chat.openConversation(friend.friendUserId)}>
                      <Avatar src={friend.friendUserAvatar} name={name} />
                      <span className="contacts__name">{name}</span>
                      {friend.onlineState === 1 ? (
                        <span className="contacts__online">
                          <Trans>online</Trans>
                        </span>
                      ) : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
