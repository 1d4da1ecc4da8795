# syntax=docker/dockerfile:1
# A frontend: the shell (target `shell`) or a remote (target `remote`), built by rspack and
# served by packages/static-server. Build from the repository root:
#   docker build -f deploy/frontend.Dockerfile --target remote --build-arg APP=mf-catalog \
#     --build-arg PORT=4301 -t leather-and-last/mf-catalog .
#   docker build -f deploy/frontend.Dockerfile --target shell --build-arg APP=shell \
#     --build-arg PORT=4300 -t leather-and-last/shell .
ARG NODE_VERSION=22
# The app's workspace folder: shell, mf-catalog, mf-checkout, mf-account or mf-admin.
ARG APP
ARG PORT

FROM node:${NODE_VERSION}-bookworm-slim AS base
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false
WORKDIR /app

# The lockfile and every workspace's package.json, and nothing else, so that a source change
# leaves the install layers below cached.
FROM base AS manifests
COPY . /context
RUN find /context -type f ! -name package.json ! -name package-lock.json ! -name .npmrc -delete \
 && find /context -type d -empty -delete

FROM base AS build
ARG APP
COPY --from=manifests /context/ ./
RUN --mount=type=cache,target=/root/.npm npm ci
# The storefront SDK imports @shop/contracts, which is consumed from its CommonJS build.
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
RUN npm run build --workspace packages/contracts
# The build writes compressed copies of text files with the static server's list of them.
COPY scripts/rspack scripts/rspack
COPY packages/static-server packages/static-server
COPY packages/ui packages/ui
COPY packages/storefront-sdk packages/storefront-sdk
COPY ${APP} ${APP}
# SHOP_API_BASE is compiled in as a fallback: inside the shop the shell's runtime config
# decides, and a remote uses it only for the page it serves on its own.
ARG SHOP_API_BASE=http://localhost:4400
RUN SHOP_API_BASE="$SHOP_API_BASE" npm run build --workspace "$APP"

# The static server's dependencies, nothing more.
FROM base AS runtime-deps
COPY --from=manifests /context/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --workspace packages/static-server

FROM base AS runtime
ARG APP
ARG PORT
ENV NODE_ENV=production \
    APP=${APP} \
    PORT=${PORT}
COPY --from=runtime-deps /app ./
COPY packages/static-server packages/static-server
COPY --from=build /app/${APP}/dist ${APP}/dist
USER node
EXPOSE ${PORT}

# A remote: its manifest, entry and chunks, fetched by the shell from another origin.
FROM runtime AS remote
HEALTHCHECK --interval=15s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/mf-manifest.json').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["sh", "-c", "exec node packages/static-server/src/cli.mjs --dir \"$APP/dist\" --port \"$PORT\""]

# The shell: /runtime-config.json is written from the environment at each start (see
# deploy/shell/write-runtime-config.mjs). With API_UPSTREAM set (the gateway's internal address),
# it is the storefront server: every page is rendered with the build's server half (dist/server/)
# and the remotes' server builds, its data read through the gateway (index.html alone when that
# fails, or with SERVER_RENDERING=off), and /api and /uploads are passed on to the gateway, so
# the pages call the API at the shell's own origin (SHOP_API_BASE blank).
FROM runtime AS shell
ENV SHOP_API_BASE= \
    API_UPSTREAM= \
    MF_CATALOG_URL=http://localhost:4301 \
    MF_CHECKOUT_URL=http://localhost:4302 \
    MF_ACCOUNT_URL=http://localhost:4303 \
    MF_ADMIN_URL=http://localhost:4304
COPY scripts/rspack/apps.mjs scripts/rspack/frontends.cjs scripts/rspack/
COPY deploy/shell/write-runtime-config.mjs deploy/shell/currency-rates.cjs deploy/shell/
# A file served as it is: a page would be rendered, reading the API, at every check.
HEALTHCHECK --interval=15s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/runtime-config.json').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["sh", "-c", "node deploy/shell/write-runtime-config.mjs /tmp/runtime-config.json && exec node packages/static-server/src/cli.mjs --dir \"$APP/dist\" --port \"$PORT\" --spa --runtime-config /tmp/runtime-config.json ${API_UPSTREAM:+--api-upstream \"$API_UPSTREAM\"}"]
