/**
 * The membership privileges, ordinary / VIP / SVIP (spec: SVIP only sees who liked them, whether a
 * message was read, and matches; VIP gets 5 free gifts a month, SVIP unlimited). Shown on the
 * membership tab (`/account?index=1`, with the translation characters and blurred-picture uses of the
 * 30-day packages) and in the encounter page's membership offer.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { numberText } from "../i18n/number-text.js";
import "./privilege-table.css";

/** What the 30-day VIP and SVIP packages include, when the price table is loaded. */
export interface ThirtyDayPackages {
  characters: { vip: number; svip: number };
  blurUses: { vip: number; svip: number };
}

export function PrivilegeTable({ packages }: { packages?: ThirtyDayPackages }) {
  const { t, i18n } = useLingui();
  const yes = t`Yes`;
  const no = t`No`;
  const n = (value: number) => numberText(i18n.locale, value);
  type Row = [string, string, string, string];
  const rows: Row[] = [
    ...(packages
      ? ([
          [t`Translation characters for 30 days`, no, n(packages.characters.vip), n(packages.characters.svip)],
          [t`Blurred-photo views for 30 days`, no, n(packages.blurUses.vip), n(packages.blurUses.svip)],
        ] as Row[])
      : []),
    [t`Free gifts`, no, t`5 a month`, t`Unlimited`],
    [t`See whether a message was read`, no, no, yes],
    [t`Random matching`, no, no, yes],
    [t`See who liked me`, no, no, yes],
  ];
  return (
    <table className="privilege-table">
      <caption>
        <Trans>Membership privileges</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Privilege</Trans>
          </th>
          <th scope="col">
            <Trans>Ordinary</Trans>
          </th>
          <th scope="col">VIP</th>
          <th scope="col">SVIP</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, ...cells]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            {cells.map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
