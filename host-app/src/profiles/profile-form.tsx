import { hashtagsOf, needsGender, profileEdit, profileValues, toggleHashtag, type ProfileValues } from "@chat/client";
import { PROFILE_LIMITS, type MyInfo, type ProfileField } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { TextField } from "../account/text-field.js";
import { AvatarField, type AvatarChoice } from "./avatar-field.js";
import { cropToSquare } from "./avatar-crop.js";
import { useMyProfile } from "./use-my-profile.js";
import { birthdayOf, daysIn, FieldGroup, SelectField, TextAreaField } from "./profile-fields.js";
import "../account/account.css";
import "./profiles.css";

interface Props {
  /** The user's info the form starts from. */
  info: MyInfo | null;
  /** Setup (after registration) offers Skip; both call `onDone` after a save. */
  onSkip?: () => void;
  onSaved?: () => void;
}

const YEARS = (() => {
  const now = new Date().getUTCFullYear();
  return Array.from({ length: PROFILE_LIMITS.oldestAge - PROFILE_LIMITS.adultAge + 1 }, (_, i) => String(now - PROFILE_LIMITS.adultAge - i));
})();
const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1));

/**
 * The profile form of the setup and edit pages (product §1, §5). What the user typed stays on any
 * failure; each refused field shows the server's message, in the user's language, under itself.
 */
export function ProfileForm({ info, onSkip, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const myProfile = useMyProfile();
  const dictionaries = useStore(myProfile.$dictionaries);
  const errors = useStore(myProfile.$errors);
  const failure = useStore(myProfile.$failure);
  const saving = useStore(myProfile.$saving);
  const upload = useStore(myProfile.$upload);
  const saved = useStore(myProfile.$saved);
  const [before, setBefore] = useState(() => profileValues(info));
  const [values, setValues] = useState<ProfileValues>(before);
  const [avatar, setAvatar] = useState<AvatarChoice | null>(null);
  const [birth, setBirth] = useState(() => {
    const [year = "", month = "", day = ""] = (info?.birthday ?? "").split("-");
    return { year, month: month ? String(Number(month)) : "", day: day ? String(Number(day)) : "" };
  });

  useEffect(() => void myProfile.loadDictionaries(i18n.locale), [myProfile, i18n.locale]);
  // Leaving the form leaves its errors and "Saved" behind.
  useEffect(() => () => myProfile.reset(), [myProfile]);

  const set = (field: ProfileField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    myProfile.clearError(field);
  };
  const setBirthPart = (part: "year" | "month" | "day") => (value: string) => {
    const next = { ...birth, [part]: value };
    setBirth(next);
    set("birthday")(birthdayOf(next.year, next.month, next.day));
  };
  const spoken = values.languages.split(",").filter(Boolean);
  const toggleLanguage = (code: string) =>
    set("languages")((spoken.includes(code) ? spoken.filter((c) => c !== code) : [...spoken, code]).join(","));
  const tags = hashtagsOf(values.interest);

  const save = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (saving || upload.status === "uploading") return;
    let next = values;
    if (avatar) {
      const uploaded = await myProfile.uploadAvatar(await cropToSquare(avatar.file, avatar.zoom));
      if (!uploaded) return;
      next = { ...values, avatar: uploaded.avatar };
      setValues(next);
      setAvatar(null);
    }
    // Completing the profile needs a gender the user chose (none shows as chosen until then).
    if (needsGender(next, info)) {
      myProfile.showErrors({ gender: t`Please choose a gender.` });
      return;
    }
    const edit = profileEdit(next, before);
    if (Object.keys(edit).length === 0) {
      onSaved?.();
      return;
    }
    const result = await myProfile.saveProfile(edit);
    if (!result.ok) return;
    const stored = profileValues(result.info);
    setBefore(stored);
    setValues(stored);
    onSaved?.();
  };

  const options = (list: { id: string; name: string }[] | undefined) => (list ?? []).map((o) => ({ value: o.id, label: o.name }));
  const notSet = t`Not set`;
  const uploadError = upload.status === "failed" ? upload.error || t`The picture could not be uploaded.` : undefined;

  return (
    <form className="profile-form" noValidate onSubmit={(event) => void save(event)}>
      <AvatarField current={values.avatar} choice={avatar} onChoose={(c) => (setAvatar(c), myProfile.clearError("avatar"))} upload={upload} error={errors.avatar ?? uploadError} />
      <TextField label={t`Nickname`} value={values.nickname} onValueChange={set("nickname")} error={errors.nickname} maxLength={32} autoComplete="nickname" />
      <div className="profile-form__pair">
        <SelectField label={t`Height`} value={values.height} options={options(dictionaries?.height)} empty={notSet} onValueChange={set("height")} error={errors.height} />
        <SelectField label={t`Weight`} value={values.weight} options={options(dictionaries?.weight)} empty={notSet} onValueChange={set("weight")} error={errors.weight} />
      </div>
      <TextField label={t`Occupation`} value={values.occupation} onValueChange={set("occupation")} error={errors.occupation} maxLength={PROFILE_LIMITS.occupationChars} list="profile-occupations" />
      <datalist id="profile-occupations">
        {(dictionaries?.occupation ?? []).map((o) => (
          <option key={o.id} value={o.name} />
        ))}
      </datalist>
      <TextAreaField label={t`Personal message`} value={values.personalMessage} onValueChange={set("personalMessage")} error={errors.personalMessage} maxLength={PROFILE_LIMITS.personalMessageChars} />
      <TextField label={t`Hashtags`} value={values.interest} onValueChange={set("interest")} error={errors.interest} />
      <div className="profile-tags" role="group" aria-label={t`Suggested hashtags`}>
        {(dictionaries?.hobby ?? []).map((hobby) => (
          <button
            key={hobby.id}
            type="button"
            className="profile-tag"
            aria-pressed={tags.includes(hobby.name)}
            disabled={!tags.includes(hobby.name) && tags.length >= PROFILE_LIMITS.hashtags}
            onClick={() => set("interest")(toggleHashtag(values.interest, hobby.name))}
          >
            #{hobby.name}
          </button>
        ))}
      </div>
      <FieldGroup legend={t`Birthday`} error={errors.birthday}>
        <SelectField label={t`Year`} value={birth.year} options={YEARS.map((y) => ({ value: y, label: y }))} empty={notSet} onValueChange={setBirthPart("year")} />
        <SelectField label={t`Month`} value={birth.month} options={MONTHS.map((m) => ({ value: m, label: m }))} empty={notSet} onValueChange={setBirthPart("month")} />
        <SelectField
          label={t`Day`}
          value={birth.day}
          options={Array.from({ length: daysIn(Number(birth.year), Number(birth.month)) }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
          empty={notSet}
          onValueChange={setBirthPart("day")}
        />
      </FieldGroup>
      <FieldGroup legend={t`Gender`} error={errors.gender}>
        {[
          ["0", t`Male`],
          ["1", t`Female`],
          ["2", t`Other`],
        ].map(([value = "", label]) => (
          <label key={value} className="profile-choice">
            <input type="radio" name="gender" value={value} checked={values.gender === value} onChange={() => set("gender")(value)} />
            {label}
          </label>
        ))}
      </FieldGroup>
      <SelectField label={t`Region`} value={values.region} options={options(dictionaries?.region)} empty={notSet} onValueChange={set("region")} error={errors.region} />
      <FieldGroup legend={t`Languages I speak`} error={errors.languages}>
        {(dictionaries?.language ?? []).map((language) => (
          <label key={language.code} className="profile-choice" lang={language.code}>
            <input type="checkbox" checked={spoken.includes(language.code)} onChange={() => toggleLanguage(language.code)} />
            {language.language}
          </label>
        ))}
      </FieldGroup>
      {failure ? <p className="auth__error" role="alert">{failure}</p> : null}
      {saved ? (
        <p className="profile-form__saved" role="status">
          <Trans>Saved</Trans>
        </p>
      ) : null}
      <div className="profile-form__actions">
        <button className="button button--primary" type="submit" aria-disabled={saving || upload.status === "uploading" || undefined}>
          <Trans>Save</Trans>
        </button>
        {onSkip ? (
          <button className="button button--secondary" type="button" onClick={onSkip}>
            <Trans>Skip</Trans>
          </button>
        ) : null}
      </div>
    </form>
  );
}
