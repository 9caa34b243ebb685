# shellcheck shell=bash
# Sourced by scripts/serve, scripts/test and the Makefile: makes sure the project's virtual
# environment exists at .venv, holding exactly what the hash-locked files pin (installed with
# --require-hashes: nothing is resolved here, so a new release elsewhere changes nothing) and the
# project itself (editable, --no-deps). scripts/lock writes the locks; docs/dependencies.md.
#
#   biblios_ensure_venv          # development: requirements-dev.lock (the tests' and tools' too)
#   biblios_ensure_venv serve    # serving only: requirements.lock and the build backend
#                                # (docker/build-requirements.lock), as the container has them
#
# A serving .venv gains the development tools when a development one is asked for (the locks
# pin every package alike: tests/test_locks.py); a development .venv serves as it is. The venv
# is made anew when its locks change, and the project reinstalled when pyproject.toml changes
# (stamp files in .venv remember what they hold). Use "$BIBLIOS_VENV/bin/..." afterwards.

BIBLIOS_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BIBLIOS_VENV="$BIBLIOS_ROOT/.venv"

biblios_ensure_venv() {
    local kind="${1:-dev}"
    local python="${PYTHON:-python3}"
    local dev_lock="$BIBLIOS_ROOT/requirements-dev.lock"
    local serve_locks=("$BIBLIOS_ROOT/requirements.lock" "$BIBLIOS_ROOT/docker/build-requirements.lock")
    local lock_stamp="$BIBLIOS_VENV/.biblios-lock-stamp"
    local project_stamp="$BIBLIOS_VENV/.biblios-project-stamp"
    local want_dev want_serve want have="" want_project
    local locks=("$dev_lock") names="requirements-dev.lock"

    want_dev="dev $(sha256sum <"$dev_lock" | cut -d" " -f1)"
    want_serve="serve $(cat "${serve_locks[@]}" | sha256sum | cut -d" " -f1)"
    want="$want_dev"
    if [ "$kind" = "serve" ]; then
        locks=("${serve_locks[@]}")
        names="requirements.lock, docker/build-requirements.lock"
        want="$want_serve"
    fi
    if "$BIBLIOS_VENV/bin/python" -c 'import sys' >/dev/null 2>&1 && [ -f "$lock_stamp" ]; then
        have="$(cat "$lock_stamp")"
    fi
    if [ "$have" = "$want_dev" ] || [ "$have" = "$want" ]; then
        : # it holds what is asked (a development .venv serves as well)
    elif [ "$kind" = "dev" ] && [ "$have" = "$want_serve" ]; then
        echo "Adding the development tools (requirements-dev.lock) to .venv" >&2
        "$BIBLIOS_VENV/bin/python" -m pip install --quiet --disable-pip-version-check \
            --require-hashes --no-deps -r "$dev_lock" || return 1
        echo "$want_dev" >"$lock_stamp"
    else
        if ! command -v "$python" >/dev/null 2>&1; then
            echo "$python was not found. Install Python 3.11 or newer (sudo apt-get install python3 python3-venv)." >&2
            return 1
        fi
        if ! "$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
            echo "Python 3.11 or newer is needed; $python is $("$python" -V 2>&1). Set PYTHON=/path/to/python3.11." >&2
            return 1
        fi
        rm -rf "$BIBLIOS_VENV"
        echo "Creating the virtual environment in .venv" >&2
        if ! "$python" -m venv "$BIBLIOS_VENV"; then
            rm -rf "$BIBLIOS_VENV"
            echo "Could not create .venv. On Debian or Ubuntu: sudo apt-get install python3-venv" >&2
            return 1
        fi
        echo "Installing the locked dependencies ($names) into .venv" >&2
        local lock requirements=()
        for lock in "${locks[@]}"; do
            requirements+=(-r "$lock")
        done
        if ! "$BIBLIOS_VENV/bin/python" -m pip install --quiet --disable-pip-version-check \
            --require-hashes --no-deps "${requirements[@]}"; then
            rm -rf "$BIBLIOS_VENV"
            return 1
        fi
        echo "$want" >"$lock_stamp"
    fi

    want_project="$(sha256sum <"$BIBLIOS_ROOT/pyproject.toml" | cut -d" " -f1)"
    if [ ! -f "$project_stamp" ] || [ "$(cat "$project_stamp")" != "$want_project" ]; then
        echo "Installing the project into .venv" >&2
        # --no-build-isolation: the build backend is the one the lock pinned, already in .venv.
        (cd "$BIBLIOS_ROOT" &&
            "$BIBLIOS_VENV/bin/python" -m pip install --quiet --disable-pip-version-check \
                --no-deps --no-build-isolation -e .) || return 1
        echo "$want_project" >"$project_stamp"
    fi
}
