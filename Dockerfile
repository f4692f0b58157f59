# syntax=docker/dockerfile:1
# The production image (decision 0473): built in one stage, run in another with the server's npm
# dependencies only (npm ci --omit=dev), as the unprivileged user `node`. Migrations run at start.
# Build: docker build -t rpos .   Run: see compose.yaml and the README's "Running in production".

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: every dependency, then the web app and the server bundle (dist/main.js, dist/ops-cli.js)
FROM ${NODE_IMAGE} AS build
WORKDIR /app
RUN npm install -g npm@11.19.1 --no-audit --no-fund
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- deps: the server's own dependencies, nothing for development (the domain package is bundled in)
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
RUN npm install -g npm@11.19.1 --no-audit --no-fund
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --workspace @rpos/server --no-audit --no-fund \
 && mkdir -p apps/server/node_modules

# ---- run
FROM ${NODE_IMAGE}
# pg_dump/pg_restore for `npm run backup` / `npm run restore` on PostgreSQL (match the server's major).
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client-15 \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    BACKUP_DIR=/backups
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/apps/server/node_modules apps/server/node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data /backups && chown node:node /data /backups
USER node
VOLUME ["/data", "/backups"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
