# Redis for the Biblios compose service (compose.yaml): Debian bookworm's redis-server on the
# locally built debian:bookworm-slim (scripts/container-base), since no registry is reachable.
# Append-only persistence in the volume /data; a numeric non-root user.
#
#   DOCKER_BUILDKIT=0 docker build --network=host -t biblios-redis - <docker/redis.Dockerfile
#   docker run --network=host -e REDIS_PORT=6379 -v biblios-redis:/data biblios-redis
#
# REDIS_PORT (default 6379) and REDIS_BIND (default 127.0.0.1: with host networking, anything
# wider would publish an unauthenticated Redis on the host's interfaces) choose the address.
FROM debian:bookworm-slim
RUN set -eux; \
    apt-get update; \
    apt-get install -y --no-install-recommends redis-server; \
    rm -rf /var/lib/apt/lists/* /var/cache/debconf/*-old /var/log/apt/* /var/log/dpkg.log; \
    install -d -o 10002 -g 10002 -m 0750 /data
ENV REDIS_PORT=6379 \
    REDIS_BIND=127.0.0.1
USER 10002:10002
WORKDIR /data
VOLUME /data
EXPOSE 6379
HEALTHCHECK --interval=5s --timeout=3s --start-period=5s --retries=5 \
    CMD redis-cli -h "$REDIS_BIND" -p "$REDIS_PORT" ping | grep -qx PONG
# redis-server is PID 1 (exec): on SIGTERM it flushes the append-only file and exits 0.
STOPSIGNAL SIGTERM
CMD ["sh", "-c", "exec redis-server --port \"$REDIS_PORT\" --bind \"$REDIS_BIND\" --dir /data --appendonly yes --appendfsync everysec --save ''"]
