# shellcheck shell=bash
# Sourced by scripts/serve, scripts/test and the Makefile: makes sure the project's virtual
# environment exists at .venv with the project installed in it (editable, with the dev extra).
# pip runs only when pyproject.toml changed since the last install (a stamp file in .venv
# remembers its hash). Use "$BIBLIOS_VENV/bin/..." afterwards.

BIBLIOS_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BIBLIOS_VENV="$BIBLIOS_ROOT/.venv"

biblios_ensure_venv() {
    local python="${PYTHON:-python3}"
    local stamp="$BIBLIOS_VENV/.biblios-install-stamp"
    local want

    if ! "$BIBLIOS_VENV/bin/python" -c 'import sys' >/dev/null 2>&1; then
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
            echo "Could not create .venv. On Debian or Ubuntu: sudo apt-get install python3-venv" >&2
            return 1
        fi
    fi

    want="$(sha256sum <"$BIBLIOS_ROOT/pyproject.toml" | cut -d" " -f1)"
    if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
        echo "Installing the project and its dependencies into .venv" >&2
        (cd "$BIBLIOS_ROOT" &&
            "$BIBLIOS_VENV/bin/python" -m pip install --quiet --disable-pip-version-check \
                -e '.[dev]') || return 1
        echo "$want" >"$stamp"
    fi
}
