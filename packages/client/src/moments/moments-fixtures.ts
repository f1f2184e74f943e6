/** Moments as the server would send them, for the stores' tests and the stories. */
import type { Moment, MomentAuthor, MomentComment } from "@chat/protocol";

export const momentAuthor = (userId = 7, nickname = "Ada"): MomentAuthor => ({
  userId,
  account: String(100000 + userId),
  nickname,
  avatar: "",
  avatarThumb: "",
  vipLevel: 0,
});

export const aMoment = (id: number, change: Partial<Moment> = {}): Moment => ({
  id,
  author: momentAuthor(),
  text: `Moment ${id}`,
  language: "en",
  type: 0,
  pictures: [{ url: `/files/m${id}.webp`, thumbUrl: `/files/m${id}-t.webp`, blurUrl: "", width: 1280, height: 960 }],
  pinned: false,
  createdAt: 1_700_000_000_000 + id,
  likes: 0,
  comments: 0,
  liked: false,
  burnState: null,
  ...change,
});

export const aComment = (id: number, dynamicId: number, change: Partial<MomentComment> = {}): MomentComment => ({
  id,
  dynamicId,
  parentId: null,
  author: momentAuthor(9, "Bea"),
  replyTo: null,
  text: `Comment ${id}`,
  createdAt: 1_700_000_100_000 + id,
  replies: [],
  ...change,
});
