export { ApiError, isApiError, type ApiErrorKind } from './api-error';
export {
  API_MESSAGES,
  DEFAULT_API_BASE,
  apiRequest,
  prefetchApi,
  apiUrl,
  configureApi,
  getApiBase,
  type ApiAuth,
  type ApiFetch,
  type ApiRequestOptions,
  type QueryValue,
} from './api-client';
export { TOKEN_POLL_MS, TOKEN_STORAGE_KEY, tokenStore } from './token-store';
export { useToken } from './use-token';
export {
  CART_MESSAGES,
  CART_STORAGE_KEY,
  CartError,
  MAX_CART_QUANTITY,
  cartStore,
  type CartItems,
} from './cart-store';
export { useCart, useCartCount } from './use-cart';
export {
  PLACEHOLDER_IMAGE,
  alternativeImageUrl,
  PRODUCT_MAIN_IMAGE_SIZES,
  PRODUCT_TILE_SIZES,
  productImageSources,
  productImageUrls,
  resolveImageUrl,
  type ProductImageSource,
} from './image-url';
export {
  DELIVERY_FEE,
  FREE_DELIVERY_FROM,
  MADE_TO_MEASURE_SIZE,
  deliveryFeeFor,
  formatPrice,
  orderTotals,
  roundMoney,
} from './price';
export { INVALID_RESPONSE_FORMAT, answerOf } from './contract-check';
export { devContracts } from './dev-contracts';
export {
  DEFAULT_STALE_TIME_MS,
  QueryStore,
  browserQueries,
  fetchQuery,
  queryCache,
  type DehydratedQuery,
  queryOptions,
  type QueryKey,
  type QueryOptions,
  type QueryState,
  type QueryStatus,
} from './query-cache';
export { useQuery, type QueryResult, type UseQueryOptions } from './use-query';
export {
  INVALID_PRODUCT_LIST,
  searchProducts,
  productSearchQueryOptions,
  COLLECTION_PAGE_SIZE,
  FIRST_COLLECTION_PAGE,
  searchQueryString,
  SEARCH_FAILED,
  type ProductSearchResult,
} from './product-search';
export { useGoBack } from './use-go-back';
export { tokenClaims, type TokenClaims } from './token-claims';
export { useTokenClaims } from './use-token-claims';
export {
  SURVEY_COMPLETED_STORAGE_KEY,
  onSurveyCheckRequest,
  requestSurveyCheck,
  surveyCompletion,
  type WelcomeSurveyProps,
} from './survey-completion';
export { signOut } from './sign-out';
export { paymentDisplay, STATUS_TONE } from './order-display';
export {
  ACCESSIBILITY_MODE_CLASS,
  ACCESSIBILITY_MODE_STORAGE_KEY,
  accessibilityMode,
  followAccessibilityMode,
  prefersReducedMotion,
} from './accessibility-mode';
export { useAccessibilityMode, useReducedMotion } from './use-accessibility-mode';
export {
  ECOMMERCE_EVENTS,
  configureTracking,
  track,
  trackActivity,
  trackPageView,
  type ActivityType,
  type EcommerceEvent,
  type TrackData,
} from './tracking/track';
export { usePageTracking } from './tracking/use-page-tracking';
export { LANDING_PAGE_STORAGE_KEY } from './tracking/landing-page';
export { SESSION_ID_STORAGE_KEY, VISITOR_ID_STORAGE_KEY } from './tracking/visit-ids';
export { DEFAULT_TRACKING_ENVIRONMENT, type TrackingSettings } from './tracking/tracking-settings';
export { TRACKING_PLATFORM } from './tracking/data-layer';
export { deviceTypeOf, sessionTrafficSource } from './tracking/visit-context';
export {
  CURRENCIES,
  DEFAULT_DISPLAY_CURRENCY,
  PAYMENT_CURRENCY,
  isCurrencyCode,
  type CurrencyCode,
} from './currency/currencies';
export {
  SHIPPED_CURRENCY_SETTINGS,
  configureCurrency,
  currencySettings,
  rateDateOf,
  readCurrencySettings,
  type CurrencySettings,
} from './currency/currency-settings';
export { loadCurrencyRates } from './currency/currency-rates';
export { DISPLAY_CURRENCY_STORAGE_KEY, displayCurrency } from './currency/display-currency';
export { convertFromUsd, convertToUsd, currencySymbol } from './currency/money';
export {
  useCurrencySettings,
  useDisplayCurrency,
  usePriceFormat,
  useTypedMoney,
} from './currency/use-display-currency';
export {
  META_DESCRIPTION_MAX_LENGTH,
  SHOP_NAME,
  applyPageMeta,
  metaDescription,
  pageTitle,
  usePageMeta,
  type PageMeta,
} from './page-meta';
export {
  REFUND_BUSINESS_DAYS,
  RETURN_WINDOW_DAYS,
  SHOP_POLICY,
  shippingPolicy,
} from './shop-policy';
export {
  PAGE_STATE_ELEMENT_ID,
  ServerRenderContext,
  jsonForScript,
  takePageState,
  useServerRender,
  usePageOrigin,
  useResponseStatus,
  type PageState,
  type ServerRender,
} from './server-render';
