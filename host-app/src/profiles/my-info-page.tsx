import { hashtagsOf } from "@chat/client";
import { accountIdOf, ageOn, type MyInfo } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, type ReactNode } from "react";
import { useEnv } from "../common/env-context.js";
import { Avatar } from "../layout/avatar.js";
import "../pages/pages.css";
import { useMyProfile } from "./use-my-profile.js";
import "./profiles.css";

/** `/myInfo`: the user's own profile as others see it, with the age computed from the birthday. */
export function MyInfoPage() {
  const { t, i18n } = useLingui();
  const { session } = useEnv();
  const myProfile = useMyProfile();
  const user = useStore(session.$user) as MyInfo | null;
  const dictionaries = useStore(myProfile.$dictionaries);
  useEffect(() => void myProfile.loadDictionaries(i18n.locale), [myProfile, i18n.locale]);
  if (!user) return <section className="page" aria-busy="true" />;

  const nameOf = (list: { id: string; name: string }[] | undefined, id: string) => list?.find((o) => o.id === id)?.name ?? id;
  const age = ageOn(user.birthday, Date.now());
  const genders = [t`Male`, t`Female`, t`Other`];
  const units = (unit: "centimeter" | "kilogram", n: number | null) =>
    n === null ? "" : new Intl.NumberFormat(i18n.locale, { style: "unit", unit, unitDisplay: "short" }).format(n);
  const languages = (user.languages ?? "")
    .split(",")
    .filter(Boolean)
    .map((code) => dictionaries?.language.find((l) => l.code === code)?.language ?? code)
    .join(", ");
  const rows: [ReactNode, string][] = [
    [<Trans key="n">Nickname</Trans>, user.nickname],
    [<Trans key="i">Account ID</Trans>, String(accountIdOf(user.id))],
    [<Trans key="a">Age</Trans>, age === null ? "" : String(age)],
    [<Trans key="b">Birthday</Trans>, user.birthday ?? ""],
    [<Trans key="g">Gender</Trans>, genders[user.gender] ?? ""],
    [<Trans key="r">Region</Trans>, user.region ? nameOf(dictionaries?.region, user.region) : ""],
    [<Trans key="l">Languages I speak</Trans>, languages],
    [<Trans key="o">Occupation</Trans>, user.occupation],
    [<Trans key="h">Height</Trans>, units("centimeter", user.height)],
    [<Trans key="w">Weight</Trans>, units("kilogram", user.weight)],
    [<Trans key="t">Hashtags</Trans>, hashtagsOf(user.interest).map((tag) => `#${tag}`).join(" ")],
    [<Trans key="p">Personal message</Trans>, user.personalMessage],
  ];

  return (
    <section className="page my-info">
      <div className="my-info__head">
        <Avatar user={user} size="large" />
        <h1 className="page__title">
          <Trans>My info</Trans>
        </h1>
        <a className="button button--secondary" href="/person">
          <Trans>Edit profile</Trans>
        </a>
      </div>
      <dl className="my-info__facts">
        {rows.map(([label, value], i) => (
          <div className="my-info__fact" key={i}>
            <dt>{label}</dt>
            <dd>{value || t`Not set`}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
