# syntax=docker/dockerfile:1
# A NestJS app: one of the four services, or the gateway. Build from the repository root:
#   docker build -f deploy/service.Dockerfile --build-arg SERVICE=order --build-arg PORT=4413 \
#     -t leather-and-last/order .
#   docker build -f deploy/service.Dockerfile --build-arg SERVICE=gateway --build-arg APP_DIR=gateway \
#     --build-arg PORT=4400 --build-arg HEALTH_PATH=/health/live --build-arg DATA_DIRS= \
#     -t leather-and-last/gateway .
ARG NODE_VERSION=22
# The app's name and its workspace folder.
ARG SERVICE
ARG APP_DIR=services/${SERVICE}
ARG PORT
# Folders the app writes to (its embedded database; the catalog's product images too). The
# gateway writes none.
ARG DATA_DIRS=/app/data/${SERVICE}
# Answers 200 while the app is healthy: a service's /health while its database and NATS answer;
# the gateway's liveness, since a service down behind it is reported by that service's own check.
ARG HEALTH_PATH=/health

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
ARG APP_DIR
COPY --from=manifests /context/ ./
RUN --mount=type=cache,target=/root/.npm npm ci
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY packages/service-kit packages/service-kit
COPY packages/demo-catalogue packages/demo-catalogue
COPY ${APP_DIR} ${APP_DIR}
# tsc -b builds the referenced packages (contracts, service-kit) first. What the app runs is
# gathered in /out: its build and, for a service, the migrations applied at start (their path
# is resolved from dist/, see src/app.module.ts).
RUN npm run build --workspace "$APP_DIR" \
 && mkdir -p "/out/$APP_DIR" \
 && cp -r "$APP_DIR/dist" "/out/$APP_DIR/" \
 && if [ -d "$APP_DIR/drizzle" ]; then cp -r "$APP_DIR/drizzle" "/out/$APP_DIR/"; fi
# An app that seeds the demo catalogue (the catalog) gets its rendered output: the reader, the
# products and the images. The drawing code and sharp stay in this stage.
RUN if grep -q '"@shop/demo-catalogue"' "$APP_DIR/package.json"; then \
      npm run build --workspace packages/demo-catalogue \
      && mkdir -p /out/packages/demo-catalogue/dist \
      && cd packages/demo-catalogue/dist \
      && cp -r index.js demo-products.json images /out/packages/demo-catalogue/dist/; \
    fi

# Production dependencies of this app and of the workspace packages it links, nothing more.
FROM base AS runtime-deps
ARG APP_DIR
COPY --from=manifests /context/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --workspace "$APP_DIR"

FROM base AS runtime
ARG SERVICE
ARG APP_DIR
ARG PORT
ARG DATA_DIRS
ARG HEALTH_PATH
# UPLOADS_DIR is read by the catalog only.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=${PORT} \
    APP_DIR=${APP_DIR} \
    HEALTH_PATH=${HEALTH_PATH} \
    DATA_DIR=/app/data/${SERVICE} \
    UPLOADS_DIR=/app/data/uploads
COPY --from=runtime-deps /app ./
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/packages/service-kit/dist packages/service-kit/dist
# The tables every service has: the kit migrates them before the service's own.
COPY --from=build /app/packages/service-kit/drizzle packages/service-kit/drizzle
COPY --from=build /out/ ./
# Code stays root-owned and read-only to the app; only its data folders are its own.
RUN if [ -n "$DATA_DIRS" ]; then mkdir -p $DATA_DIRS && chown -R node:node /app/data; fi
USER node
EXPOSE ${PORT}
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + process.env.HEALTH_PATH).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["sh", "-c", "exec node \"$APP_DIR/dist/main.js\""]
