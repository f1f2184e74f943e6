import { z } from "zod";
import { LIMITS } from "./constants.js";
import { LOCALES } from "./locales.js";
import type { MessageKey } from "./server-messages.js";
import { partnerSessionRequest } from "./partner.js";
import type { PeopleExtras } from "./people.js";
import { isCalendarDate } from "./text.js";

/**
 * Profiles (product §1, §3, §5): the profile edit, the avatar upload, the profile fields my-info and the
 * public user info add, and the `profile` real-time event. Each failure's message is a MessageKey
 * naming the field; the server also answers the field's name in `data.field`.
 */
const key = (k: MessageKey) => ({ error: k });

/** Human ranges and sizes of the profile (product §5 asks for "within range"; these are the ranges). */
export const PROFILE_LIMITS = {
  heightCm: { min: 50, max: 250 },
  weightKg: { min: 20, max: 300 },
  /** The product is for adults: a birthday must make the user at least this old. */
  adultAge: 18,
  oldestAge: 120,
  hashtags: LIMITS.hashtags,
  occupationChars: 64,
  personalMessageChars: 500,
  spokenLanguages: 5,
  /** The stored avatar sizes, square: the profile picture and the thumbnail of lists. */
  avatarPx: 512,
  avatarThumbPx: 96,
} as const;

/**
 * One nickname rule for everyone: the partner hand-over's (1–32 characters after trimming, no control
 * characters and none of the invisible ones that disguise a name, such as bidi overrides).
 */
const partnerNickname = partnerSessionRequest.shape.nickname;

/** Whether a nickname passes the nickname rule (after trimming). */
export function isValidNickname(nickname: string): boolean {
  return partnerNickname.safeParse(nickname).success;
}

/** Whether one character may appear in a name or a short text (the nickname rule's characters). */
const allowedCharacter = (ch: string) => partnerNickname.safeParse(`a${ch}a`).success;
const onlyAllowedCharacters = (text: string) => [...text].every(allowedCharacter);

/** A nickname made from any text (an e-mail's local part): the characters the rule allows, at most 32. */
export function nicknameFrom(text: string, fallback = "user"): string {
  const kept = [...text].filter(allowedCharacter).slice(0, 32).join("").trim();
  return isValidNickname(kept) ? kept : fallback;
}

/** Full years between a YYYY-MM-DD birthday and the instant `now` (UTC calendar); null when unknown. */
export function ageOn(birthday: string | null, now: number): number | null {
  const match = birthday ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const today = new Date(now);
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age >= 0 && age < 150 ? age : null;
}

/** A comma-separated list at the wire (as the spec's `interest`): trimmed, empty items and repeats dropped. */
const commaList = (text: string) => [...new Set(text.split(",").map((s) => s.trim()).filter(Boolean))];

/** A whole number in a range; digit strings from form fields count as numbers. */
const wholeNumber = (min: number, max: number, k: MessageKey) =>
  z
    .union([z.number(key(k)), z.string(key(k)).trim().regex(/^\d{1,4}$/, key(k)).transform(Number)], key(k))
    .pipe(z.number(key(k)).int(key(k)).min(min, key(k)).max(max, key(k)));

const LOCALE_CODES: readonly string[] = LOCALES.map((l) => l.code);

export const nicknameField = z
  .string(key("nicknameRequired"))
  .trim()
  .min(1, key("nicknameRequired"))
  .refine(isValidNickname, key("nicknameInvalid"));

export const occupationField = z
  .string(key("occupationRequired"))
  .trim()
  .min(1, key("occupationRequired"))
  .max(PROFILE_LIMITS.occupationChars, key("occupationInvalid"))
  .refine(onlyAllowedCharacters, key("occupationInvalid"));

/** One to three hashtags, comma-separated; each a short name (the nickname rule). A leading # is dropped. */
export const interestField = z
  .string(key("hashtagsCount"))
  .transform((text) => commaList(text.replace(/(^|,)\s*#+/g, "$1")))
  .pipe(
    z
      .array(z.string().refine(isValidNickname, key("hashtagInvalid")))
      .min(1, key("hashtagsCount"))
      .max(PROFILE_LIMITS.hashtags, key("hashtagsCount")),
  )
  .transform((tags) => tags.join(","));

/** Codes of `/api/system/language`, comma-separated: one to five. */
export const languagesField = z
  .string(key("languagesInvalid"))
  .transform(commaList)
  .pipe(
    z
      .array(z.string().refine((code) => LOCALE_CODES.includes(code), key("languagesInvalid")))
      .min(1, key("languagesInvalid"))
      .max(PROFILE_LIMITS.spokenLanguages, key("languagesInvalid")),
  )
  .transform((codes) => codes.join(","));

/**
 * `POST /api/user/info-edit`: the fields to change (any subset, at least one). Each present field is
 * checked; the adult rule needs today's date, so it lives in `infoEditRequestOn(now)`.
 * `avatar` is a URL from `POST /api/user/avatar-upload` of the same user ("" clears it until the
 * profile is completed); the server checks that it issued it.
 */
export const infoEditRequest = z
  .object({
    avatar: z.string(key("avatarInvalid")).trim().max(300, key("avatarInvalid")).optional(),
    nickname: nicknameField.optional(),
    height: wholeNumber(PROFILE_LIMITS.heightCm.min, PROFILE_LIMITS.heightCm.max, "heightRange").optional(),
    weight: wholeNumber(PROFILE_LIMITS.weightKg.min, PROFILE_LIMITS.weightKg.max, "weightRange").optional(),
    occupation: occupationField.optional(),
    personalMessage: z
      .string(key("personalMessageInvalid"))
      .trim()
      .max(PROFILE_LIMITS.personalMessageChars, key("personalMessageInvalid"))
      .refine((s) => !/[^\P{Cc}\n]/u.test(s), key("personalMessageInvalid"))
      .optional(),
    interest: interestField.optional(),
    /** YYYY-MM-DD. */
    birthday: z.string(key("birthdayInvalid")).trim().refine(isCalendarDate, key("birthdayInvalid")).optional(),
    /** 0 male, 1 female, 2 other. */
    gender: z.union([z.literal(0), z.literal(1), z.literal(2)], key("genderInvalid")).optional(),
    /** A region code of `/api/system/region` (ISO 3166-1 alpha-2). */
    region: z.string(key("regionInvalid")).trim().toUpperCase().regex(/^[A-Z]{2}$/, key("regionInvalid")).optional(),
    /** The languages the user speaks: codes of `/api/system/language`, comma-separated. */
    languages: languagesField.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), key("badRequest"));

/** The profile edit with the adult rule checked against `now` (epoch ms): the server passes its clock. */
export function infoEditRequestOn(now: number) {
  return infoEditRequest.superRefine((body, context) => {
    if (body.birthday === undefined) return;
    const age = ageOn(body.birthday, now);
    if (age === null || age > PROFILE_LIMITS.oldestAge) {
      context.addIssue({ code: "custom", path: ["birthday"], message: "birthdayInvalid" satisfies MessageKey });
    } else if (age < PROFILE_LIMITS.adultAge) {
      context.addIssue({ code: "custom", path: ["birthday"], message: "birthdayTooYoung" satisfies MessageKey });
    }
  });
}

export type InfoEditRequest = z.input<typeof infoEditRequest>;

/** The fields of a profile edit, the name `data.field` of a refused edit carries. */
export type ProfileField = keyof z.output<typeof infoEditRequest>;

/** `data` of a 400 that refused one field of a profile edit. */
export interface FieldError {
  field: string;
}

/** `POST /api/user/avatar-upload` (multipart, field `file`): the stored square sizes of the avatar. */
export interface AvatarUploadReply {
  /** The 512 px picture; pass it as `avatar` to info-edit. */
  avatar: string;
  /** The 96 px thumbnail for lists. */
  avatarThumb: string;
}

/** What the profile adds to the user info of product §3 (my-info and the public user info). */
export interface ProfileExtras {
  /** The languages the user speaks, codes of `/api/system/language`, comma-separated. */
  languages: string;
  /** The avatar's thumbnail for lists ("" when the avatar did not come from the avatar upload). */
  avatarThumb: string;
}

/** How this account confirms its deletion: password, a mailed code (no password), or only at the partner. */
export type CancelConfirmation = "password" | "code" | "partner";

/** `GET /api/account/my-info` and the login's `userInfo`, with the profile's extras. */
export type MyInfo = UserInfo &
  ProfileExtras & {
    /** False until the profile has its nickname, avatar, occupation, height, weight and hashtags. */
    profileCompleted: boolean;
    cancelConfirm: CancelConfirmation;
  };

/** The public user info (`userVo` of `/api/user/info` and search) with the profile's and people's extras. */
export type PublicProfile = PublicUserInfo & ProfileExtras & PeopleExtras;

/**
 * `POST /api/account/cancel-account` for a member without a password (handed over by a partner):
 * the code mailed by `POST /api/account/cancel-code` to the address on file.
 */
export const cancelAccountByCodeRequest = z.object({
  code: z.string(key("cancelNeedsCode")).trim().regex(/^\d{6}$/, key("codeFormat")),
});
export type CancelAccountByCodeRequest = z.input<typeof cancelAccountByCodeRequest>;

/** The `profile` event's data: a user's nickname or avatar changed (to the user and each friend). */
export interface ProfileChange {
  userId: number;
  nickname: string;
  avatar: string;
  avatarThumb: string;
  /** True when the user deleted their account: they show as "Deleted user" and are no longer a friend. */
  deleted?: boolean;
}

export type ProfileEvent = { type: "profile"; seq: number; data: ProfileChange };

/** The user info of product §3 as the owner sees it (`GET /api/account/my-info`). */
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
  /**
   * "Show message text in notifications" (desktop notifications and Web Push): on by default; off,
   * a notification says "New message". The server always sends it; absent means on.
   */
  notificationText?: boolean;
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
