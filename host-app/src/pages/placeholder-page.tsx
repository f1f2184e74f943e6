import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { RouteName } from "../router/routes.js";
import "./pages.css";

/** Page titles of the routes whose pages are not built yet. */
export const PAGE_TITLES: Partial<Record<RouteName, MessageDescriptor>> = {
  onlineDating: msg`Encounter`,
  myInfo: msg`My info`,
  shopping: msg`Mall`,
  order: msg`Order`,
  myOrder: msg`My orders`,
  chats: msg`Chats`,
  dynamicSquare: msg`Moment square`,
  myspace: msg`My space`,
  userHomePage: msg`User home page`,
  myLike: msg`People I follow`,
  followMe: msg`My followers`,
  myVisitors: msg`Visitors`,
  person: msg`Edit profile`,
  account: msg`Account`,
  chat: msg`Chat`,
};

/** Stands in for a page not built yet: its title and a short line saying so. */
export function PlaceholderPage({ route }: { route: RouteName }) {
  const { i18n } = useLingui();
  const title = PAGE_TITLES[route];
  return (
    <section className="page">
      <h1 className="page__title">{title ? i18n._(title) : route}</h1>
      <p className="page__soon">
        <Trans>This page is not built yet.</Trans>
      </p>
    </section>
  );
}

/** An address that matches no route. */
export function NotFoundPage() {
  return (
    <section className="page">
      <h1 className="page__title">
        <Trans>Page not found</Trans>
      </h1>
      <p className="page__soon">
        <a href="/onlineDating">
          <Trans>Go to Encounter</Trans>
        </a>
      </p>
    </section>
  );
}
