import type { UserInfo } from "@chat/protocol";
import { smallPicture } from "../common/sized-picture.js";

/** A user's picture, or the first letter of their nickname on a tinted disc. Decorative: names sit beside it. */
export function Avatar({ user, size }: { user: (Pick<UserInfo, "nickname" | "avatar"> & { email?: string }) | null; size: "small" | "large" }) {
  const initial = (user?.nickname || user?.email || "?").slice(0, 1).toUpperCase();
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true">
      {user?.avatar ? <img className="avatar__image" src={smallPicture(user.avatar)} alt="" /> : initial}
    </span>
  );
}
