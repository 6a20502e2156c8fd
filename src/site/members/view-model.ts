/** The members' account pages (server-built; src/server/modules/members/page-routes.ts). */
export interface MemberOrderView {
  number: number;
  date: string;
  status: string;
  total: string;
  href: string;
  items: string;
}

export interface MemberAddressView {
  id: string;
  lines: string[];
}

export type MemberScreen =
  | { screen: 'sign-in'; email: string; error: string | null; notice: string | null }
  | { screen: 'message'; title: string; message: string; actionHref: string; actionLabel: string }
  | { screen: 'verify'; token: string }
  | { screen: 'reset-request'; error: string | null }
  | { screen: 'reset-password'; token: string; error: string | null }
  | {
      screen: 'account';
      email: string;
      displayName: string;
      orders: MemberOrderView[];
      addresses: MemberAddressView[];
      xsrfToken: string;
      notice: string | null;
      error: string | null;
    };

/** Every form on these pages repeats the visitor's crumb (plugins/crumb.ts) as a hidden field. */
export type MemberPageView = { kind: 'member'; crumb: string } & MemberScreen;

export const isMemberPageView = (page: { kind: string }): page is MemberPageView => page.kind === 'member';
