# shellcheck shell=bash
# Sourced by scripts/serve, scripts/test and the Makefile: makes sure the project's virtual
# environment exists at .venv, holding exactly what requirements-dev.lock pins (installed with
# --require-hashes: nothing is resolved here, so a new release elsewhere changes nothing) and the
# project itself (editable, --no-deps). scripts/lock writes the lock; docs/dependencies.md.
# The venv is made anew when requirements-dev.lock changes, and the project reinstalled when
# pyproject.toml changes (stamp files in .venv remember their hashes). Use
# "$BIBLIOS_VENV/bin/..." afterwards.

BIBLIOS_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BIBLIOS_VENV="$BIBLIOS_ROOT/.venv"

biblios_ensure_venv() {
    local python="${PYTHON:-python3}"
    local lock="$BIBLIOS_ROOT/requirements-dev.lock"
    local lock_stamp="$BIBLIOS_VENV/.biblios-lock-stamp"
    local project_stamp="$BIBLIOS_VENV/.biblios-project-stamp"
    local want_lock want_project

    want_lock="$(sha256sum <"$lock" | cut -d" " -f1)"
    if ! "$BIBLIOS_VENV/bin/python" -c 'import sys' >/dev/null 2>&1 ||
        [ ! -f "$lock_stamp" ] || [ "$(cat "$lock_stamp")" != "$want_lock" ]; then
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
        echo "Installing the locked dependencies (requirements-dev.lock) into .venv" >&2
        if ! "$BIBLIOS_VENV/bin/python" -m pip install --quiet --disable-pip-version-check \
            --require-hashes --no-deps -r "$lock"; then
            rm -rf "$BIBLIOS_VENV"
            return 1
        fi
        echo "$want_lock" >"$lock_stamp"
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
