# HireReady: the API and the built web app in one image, run as an unprivileged user.
#
#   docker build -t hireready .
#   docker run -p 3000:3000 -v hireready-data:/data hireready     # embedded database in /data
#
# With DATABASE_URL (and AUTH_SECRET) any number of containers serve one PostgreSQL; see
# docker-compose.yml and docs/operations.md. The server runs as one bundled JavaScript file
# (dist/server, ADR 0026); the final stage holds the production dependencies, that bundle, the
# built client with its server-side render build, and the server's source for what it reads at run
# time (migrations, the common-password list) and for the backup scripts (run through tsx).

ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Every dependency, then the web app's production build (vite).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY deploy/install-dependencies.sh deploy/
RUN sh deploy/install-dependencies.sh
COPY . .
RUN npm run build

# 2. Production dependencies only. With devDependencies removed from the manifest first, npm also
# leaves out the optional peers that would otherwise come back through them (vitest, vite,
# drizzle-kit, typescript): about 240 MB instead of 370 MB. Versions still come from the lock file.
FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm pkg delete devDependencies \
  && npm install --omit=dev --no-audit --no-fund \
  && npm cache clean --force

# 3. What runs.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
  PORT=3000 \
  DATA_DIR=/data
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY src/server ./src/server
COPY src/shared ./src/shared
COPY content ./content
COPY scripts/backup*.ts scripts/restore*.ts ./scripts/
COPY --from=build /app/dist/client ./dist/client
# The server renders blog posts and vacancies with the SSR build, found next to dist/client (ADR 0018).
COPY --from=build /app/dist/ssr ./dist/ssr
COPY --from=build /app/dist/server ./dist/server
# The code stays root-owned and read-only to the server; only DATA_DIR is its own.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((res) => process.exit(res.ok ? 0 : 1), () => process.exit(1))"]
# Node directly, not `npm run serve`: SIGTERM from `docker stop` reaches the server's own handler,
# which drains requests in flight (SHUTDOWN_TIMEOUT_MS). Nothing is built or compiled at start.
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
