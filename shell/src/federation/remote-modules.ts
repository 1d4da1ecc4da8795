import type { ComponentType } from 'react';
import type { WelcomeSurveyProps } from '@shop/storefront-sdk';

/** A page: rendered by the shell's router with no props. */
type RouteComponent = ComponentType;

/**
 * What the shell expects of every module it loads from a remote: the default export's type. The
 * shell's loaders and route tables are typed by it, and the release gate typechecks each
 * release's federated types against it (scripts/release/gate.cjs), so a remote whose module no
 * longer fits the shell's use is refused before shoppers get it.
 */
export interface RemoteModules {
  mf_catalog: {
    HomeRoute: RouteComponent;
    CollectionRoute: RouteComponent;
    ProductRoute: RouteComponent;
  };
  mf_checkout: {
    CartRoute: RouteComponent;
    PlaceOrderRoute: RouteComponent;
    OrdersRoute: RouteComponent;
  };
  mf_account: {
    LoginRoute: RouteComponent;
    VerifyEmailRoute: RouteComponent;
    ResetPasswordRoute: RouteComponent;
    ProfileRoute: RouteComponent;
    WelcomeSurvey: ComponentType<WelcomeSurveyProps>;
  };
  mf_admin: { AdminRoute: RouteComponent };
}

export type RemoteName = keyof RemoteModules;
export type ModuleOf<R extends RemoteName> = keyof RemoteModules[R] & string;

/** One module of one remote, e.g. `{ remote: 'mf_catalog', module: 'HomeRoute' }`. */
export type RemoteModuleId = {
  [R in RemoteName]: { remote: R; module: ModuleOf<R> };
}[RemoteName];
