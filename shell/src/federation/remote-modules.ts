import type { ComponentType } from 'react';
import type { WelcomeSurveyProps } from '@shop/storefront-sdk';

/** A page: rendered by the shell's router with no props. */
type Page = ComponentType;

/**
 * What the shell expects of every module it loads from a remote: the default export's type. The
 * shell's loaders and route tables are typed by it, and the release gate typechecks each
 * release's federated types against it (scripts/release/gate.cjs), so a remote whose module no
 * longer fits the shell's use is refused before shoppers get it.
 */
export interface RemoteModules {
  mf_catalog: { HomeRoute: Page; CollectionRoute: Page; ProductRoute: Page };
  mf_checkout: { CartRoute: Page; PlaceOrderRoute: Page; OrdersRoute: Page };
  mf_account: {
    LoginRoute: Page;
    VerifyEmailRoute: Page;
    ResetPasswordRoute: Page;
    ProfileRoute: Page;
    WelcomeSurvey: ComponentType<WelcomeSurveyProps>;
  };
  mf_admin: { AdminRoute: Page };
}

export type RemoteName = keyof RemoteModules;
export type ModuleOf<R extends RemoteName> = keyof RemoteModules[R] & string;

/** One module of one remote, e.g. `{ remote: 'mf_catalog', module: 'HomeRoute' }`. */
export type RemoteModuleId = {
  [R in RemoteName]: { remote: R; module: ModuleOf<R> };
}[RemoteName];
