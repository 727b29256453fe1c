# Quire as a container (README: Running at scale). Three stages:
# - build: every dependency (npm ci), then `npm run build` — the client, the gallery and the server into dist/;
# - deps: production dependencies only (the server build keeps npm packages external, so it needs them at run time);
# - runtime: Node, those dependencies and dist/ — no sources, no dev tools — run as the unprivileged `node` user.
# Data (the embedded database when DATABASE_URL is unset, and uploaded images) lives in /app/data: mount a volume.
ARG NODE_IMAGE=node:20.20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    QUIRE_DATA_DIR=/app/data \
    QUIRE_MEDIA_DIR=/app/data/media \
    QUIRE_SHUTDOWN_TIMEOUT_MS=10000
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /src/package.json ./package.json
COPY --from=build /src/dist ./dist
RUN mkdir -p /app/data/media && chown -R node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
# Liveness: /_/health answers while the process serves (no database query). Node's own fetch: the image has no curl.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/_/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains: in-flight requests and the running job finish within QUIRE_SHUTDOWN_TIMEOUT_MS, then exit 0.
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/main.js"]
