# syntax=docker/dockerfile:1
# The server image (docs/deploy.md). Two stages: the first installs every dependency and builds
# dist/; the second keeps production dependencies, dist/ and the sources the server reads at run
# time (migrations, static files), and runs as the unprivileged `node` user.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# sharp brings its prebuilt libvips (@img/sharp-linux-x64 or -arm64, glibc): nothing to compile.
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
# tini reaps processes and passes SIGTERM on (the server closes cleanly on it); pg_dump for
# `node dist/server/ops.js backup` (Debian 12's client is PostgreSQL 15: compose.yaml runs 15).
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini postgresql-client \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/src ./src
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["tini", "--", "node", "dist/server/main.js"]
