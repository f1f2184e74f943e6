/**
 * The profile form's values as the inputs hold them (text), and the edit they make: only what changed
 * is sent, so a partly filled setup saves what is there and an unchanged field is never refused.
 */
import type { InfoEditRequest, MyInfo } from "@chat/protocol";

export interface ProfileValues {
  avatar: string;
  nickname: string;
  height: string;
  weight: string;
  occupation: string;
  personalMessage: string;
  /** Comma-separated hashtags. */
  interest: string;
  /** YYYY-MM-DD, or "" while incomplete. */
  birthday: string;
  /** "0" male, "1" female, "2" other, or "" when not chosen. */
  gender: string;
  region: string;
  /** Codes of `/api/system/language`, comma-separated. */
  languages: string;
}

/**
 * The form filled from my-info (`languages` and the profile's extras may be missing on older answers).
 * Until the profile is completed no gender shows as chosen: the server stores 0 (male) on a new
 * account only because the column needs a value, and a form showing "Male" would answer for the user.
 */
export function profileValues(info: Partial<MyInfo> | null): ProfileValues {
  return {
    avatar: info?.avatar ?? "",
    nickname: info?.nickname ?? "",
    height: info?.height == null ? "" : String(info.height),
    weight: info?.weight == null ? "" : String(info.weight),
    occupation: info?.occupation ?? "",
    personalMessage: info?.personalMessage ?? "",
    interest: info?.interest ?? "",
    birthday: info?.birthday ?? "",
    gender: info?.gender == null || info.profileCompleted === false ? "" : String(info.gender),
    region: info?.region ?? "",
    languages: info?.languages ?? "",
  };
}

/** The fields that differ from `before`; a field left empty that was empty is not sent. */
export function profileEdit(values: ProfileValues, before: ProfileValues): InfoEditRequest {
  const edit: Record<string, unknown> = {};
  for (const key of Object.keys(values) as (keyof ProfileValues)[]) {
    const value = values[key].trim();
    if (value === before[key].trim()) continue;
    if (key === "gender") {
      if (value !== "") edit.gender = Number(value);
    } else {
      edit[key] = value;
    }
  }
  return edit as InfoEditRequest;
}

/** The fields a completed profile needs (the server's rule of info-edit), all filled in `values`. */
export function completesProfile(values: ProfileValues): boolean {
  return [values.nickname, values.avatar, values.occupation, values.interest, values.height, values.weight].every((v) => v.trim() !== "");
}

/** Whether a save that completes the profile still lacks the user's own choice of gender. */
export function needsGender(values: ProfileValues, info: { profileCompleted?: boolean } | null): boolean {
  return info?.profileCompleted === false && values.gender === "" && completesProfile(values);
}

/** The hashtags of a comma-separated list, trimmed, without a leading # or repeats. */
export function hashtagsOf(interest: string): string[] {
  return [...new Set(interest.split(",").map((tag) => tag.trim().replace(/^#+/, "")).filter(Boolean))];
}

/** Adds or removes one hashtag, keeping the order the user chose them in. */
export function toggleHashtag(interest: string, tag: string): string {
  const tags = hashtagsOf(interest);
  return (tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag]).join(", ");
}
