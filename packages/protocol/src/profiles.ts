/** The user info of spec §3 as the owner sees it (`GET /api/account/my-info`). */
export interface UserInfo {
  /** The user's number; the account ID shown to people is `id + 100000`. */
  id: number;
  userId: number;
  /** The account ID as people see and search it. */
  account: string;
  email: string;
  nickname: string;
  avatar: string;
  /** 0 ordinary, 1 VIP, 2 SVIP. */
  vipLevel: 0 | 1 | 2;
  /** 0 male, 1 female, 2 other. */
  gender: 0 | 1 | 2;
  imAccount: string;
  /** 0 offline, 1 online. */
  onlineState: 0 | 1;
  birthday: string | null;
  age: number | null;
  region: string;
  /** Centimetres. */
  height: number | null;
  /** Kilograms. */
  weight: number | null;
  occupation: string;
  /** Up to three hashtags, comma-separated. */
  interest: string;
  personalMessage: string;
  language: string;
  isPayMsg: 0 | 1;
  isBurnPayMsg: 0 | 1;
  userAccountVo: { goldCoin: number; character: number; vipCharacter: number };
  userDataVo: { fans: number; follow: number };
  userSetVo: UserSettings;
}

export interface UserSettings {
  /** Who may add me as a friend. */
  addFriend: "anyone" | "verification";
  /** Who sees likes and comments on my moments. */
  momentInteractions: "public" | "private";
}

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
}

/**
 * Another user's profile as anyone logged in may see it (`GET /api/user/info`, `GET /api/user/search`,
 * both answering `{ userVo }`): never the e-mail, coins, exact birthday or credentials.
 */
export type PublicUserInfo = Pick<
  UserInfo,
  | "id"
  | "userId"
  | "account"
  | "nickname"
  | "avatar"
  | "vipLevel"
  | "gender"
  | "imAccount"
  | "onlineState"
  | "age"
  | "region"
  | "height"
  | "weight"
  | "occupation"
  | "interest"
  | "personalMessage"
  | "language"
  | "userDataVo"
> & {
  /** True for the customer-service account. */
  isService: boolean;
  /** Whether the caller and this user are friends, and the caller's remark for them ("" when none). */
  isFriend: boolean;
  friendRemarkName: string;
};

export interface UserVoReply {
  userVo: PublicUserInfo;
}
