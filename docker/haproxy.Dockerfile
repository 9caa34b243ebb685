# The proxy in front of the Biblios API (compose.yaml's proxy service): Debian bookworm's
# haproxy on the locally built debian:bookworm-slim (scripts/container-base), since no registry
# is reachable, running docker/haproxy.cfg as a numeric non-root user.
#
#   DOCKER_BUILDKIT=0 docker build --network=host -t biblios-proxy -f docker/haproxy.Dockerfile docker
#   docker run --network=host -e BIBLIOS_API_ADDRESS=127.0.0.1:8001 biblios-proxy
#
# The settings are docker/haproxy.cfg's environment variables (BIBLIOS_PROXY_BIND, default
# 0.0.0.0:8000; BIBLIOS_API_ADDRESS, default 127.0.0.1:8001; ...). Its maxconn (9,000) needs
# 18,000 open files, within Docker's default limit even where the daemon's is as low as 20,000;
# above that, raise the container's limit (--ulimit nofile=N, compose's ulimits) as well.
FROM debian:bookworm-slim
RUN set -eux; \
    apt-get update; \
    apt-get install -y --no-install-recommends haproxy; \
    rm -rf /var/lib/apt/lists/* /var/cache/debconf/*-old /var/log/apt/* /var/log/dpkg.log
COPY haproxy.cfg /etc/haproxy/biblios.cfg
USER 10003:10003
EXPOSE 8000
# haproxy is PID 1 in the foreground (-db): SIGTERM stops it at once, SIGUSR1 softly (it
# finishes the requests in progress; a live stream's client reconnects).
STOPSIGNAL SIGUSR1
CMD ["haproxy", "-db", "-f", "/etc/haproxy/biblios.cfg"]
