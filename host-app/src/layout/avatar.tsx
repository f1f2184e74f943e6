import type { UserInfo } from "@chat/protocol";
import { smallPicture } from "../common/sized-picture.js";

/** The sizes of styles/base.css: the width and height a picture is given before it loads (no shift). */
const SIDE = { small: 32, large: 84 } as const;

/**
 * A user's picture, or the first letter of their nickname on a tinted disc. Decorative: names sit
 * beside it. `priority` when it is the page's largest paint (the Me page's).
 */
export function Avatar({ user, size, priority }: { user: (Pick<UserInfo, "nickname" | "avatar"> & { email?: string }) | null; size: "small" | "large"; priority?: boolean }) {
  const initial = (user?.nickname || user?.email || "?").slice(0, 1).toUpperCase();
  const side = SIDE[size];
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true">
      {user?.avatar ? (
        <img className="avatar__image" src={smallPicture(user.avatar)} alt="" width={side} height={side} {...(priority ? { fetchPriority: "high" as const } : {})} />
      ) : (
        initial
      )}
    </span>
  );
}
