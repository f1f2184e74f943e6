/**
 * The profile card (product §2, barIndex 1): avatar, nickname (remark in brackets), VIP icon, gender,
 * age, region, account ID, interest tags, occupation, the languages the user speaks (native names),
 * height and weight; the friend buttons or my own profile's invitation below (profile-actions.tsx).
 * The avatar asks the page to open the user's home page (`chat-open-profile`).
 */
import { accountIdOf, LOCALES } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { FemaleIcon, GenderOtherIcon, MaleIcon } from "@chat/design";
import { Avatar } from "../common/avatar.js";
import { ViewHeader } from "../common/view-header.js";
import { usePanel } from "../common/panel-context.js";
import { ProfileActions } from "./profile-actions.js";
import { adoptOnDemandStyles } from "../common/on-demand-styles.js";
import profile from "./profile.css?inline";

adoptOnDemandStyles([profile]);

/** Native names of the spoken languages' codes ("es,ja" → "Español, 日本語"); unknown codes are left out. */
export function spokenLanguageNames(codes: string): string {
  return codes
    .split(",")
    .map((code) => LOCALES.find((l) => l.code === code.trim())?.language)
    .filter(Boolean)
    .join(", ");
}

export function ProfileCard({ userId, onBack }: { userId: number; onBack(): void }) {
  const { t } = useLingui();
  const { chat, controller } = usePanel();
  const { loading, profile, error } = useStore(chat.$profile);
  const shown = profile && profile.id === userId ? profile : null;

  return (
    <section className="profile" aria-label={t`Profile`} aria-busy={loading}>
      <ViewHeader title={t`Profile`} onBack={onBack} />
      {error ? (
        <p className="error-text profile__state" role="alert">
          {error}
        </p>
      ) : null}
      {!shown && !error ? (
        <p className="profile__state muted" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
      {shown ? (
        <div className="profile__card detail-scroll">
          <div className="profile__head">
            <button
              type="button"
              className="profile__avatar"
              aria-label={t`Open the home page of ${shown.nickname}`}
              onClick={() => controller.emit("chat-open-profile", { userId: shown.id })}
            >
              <Avatar src={shown.avatar} name={shown.nickname} size={72} />
            </button>
            <div className="profile__names">
              <p className="profile__nickname">
                <span>{shown.nickname}</span>
                {shown.remark ? <span className="muted"> ({shown.remark})</span> : null}
                {shown.vipLevel === 1 ? <span className="profile__vip profile__vip--1">VIP</span> : null}
                {shown.vipLevel === 2 ? <span className="profile__vip profile__vip--2">SVIP</span> : null}
                <GenderIcon gender={shown.gender} />
              </p>
              <p className="muted">
                <Trans>Account ID</Trans> {accountIdOf(shown.id)}
              </p>
            </div>
          </div>
          <dl className="profile__facts">
            <Fact label={t`Age`} value={shown.age} />
            <Fact label={t`Region`} value={shown.region} />
            <Fact label={t`Occupation`} value={shown.occupation} />
            <Fact label={t`Languages`} value={spokenLanguageNames(shown.languages)} />
            <Fact label={t`Height`} value={shown.height ? t`${shown.height} cm` : null} />
            <Fact label={t`Weight`} value={shown.weight ? t`${shown.weight} kg` : null} />
          </dl>
          {shown.interest ? (
            <ul className="profile__tags" aria-label={t`Interests`}>
              {shown.interest
                .split(",")
                .map((tag) => tag.trim())
                .filter(Boolean)
                .map((tag) => (
                  <li key={tag} className="profile__tag">
                    #{tag}
                  </li>
                ))}
            </ul>
          ) : null}
          <ProfileActions shown={shown} />
        </div>
      ) : null}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  if (value === null || value === undefined || value === "") return null;
  return (
    <div className="profile__fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function GenderIcon({ gender }: { gender: 0 | 1 | 2 }) {
  const { t } = useLingui();
  const [icon, label] = gender === 0 ? [<MaleIcon />, t`Male`] : gender === 1 ? [<FemaleIcon />, t`Female`] : [<GenderOtherIcon />, t`Other`];
  return (
    <span className={`profile__gender profile__gender--${gender}`} role="img" aria-label={label} title={label}>
      {icon}
    </span>
  );
}
