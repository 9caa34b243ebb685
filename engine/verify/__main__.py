"""``python -m engine.verify FILE`` (the console script ``biblios-verify``): verify a game export.

The engine's one I/O shell, exempted by name from the purity test: it reads the file (``-``:
standard input), parses the JSON and prints ``engine.verify.verify``'s report. Exit status: 0
verified, 1 the first mismatch (named on standard output), 2 unreadable input or bad usage
(on standard error).
"""

from __future__ import annotations

import argparse
import json
import sys

from . import verify

USAGE_ERROR = 2


def main(argv: list[str] | None = None) -> int:
    """Run the command with ``argv`` (default: the process's arguments); the exit status."""
    parser = argparse.ArgumentParser(
        prog="biblios-verify",
        description="Check a game export: the shuffle's commitment, every action, the result.",
    )
    parser.add_argument("file", help="the exported game (JSON); - reads standard input")
    args = parser.parse_args(argv)
    try:
        if args.file == "-":
            raw = sys.stdin.buffer.read()
        else:
            with open(args.file, "rb") as stream:
                raw = stream.read()
        document = json.loads(raw)
    except OSError as error:
        return _unreadable(f"cannot read {args.file}: {error.strerror or error}")
    except (ValueError, RecursionError) as error:  # not UTF-8, not JSON, numbers too long
        return _unreadable(f"{args.file} is not JSON: {error}")
    if not isinstance(document, dict):
        return _unreadable(f"{args.file} is not a JSON object")
    report = verify(document)
    print(report.text())
    return 0 if report.ok else 1


def _unreadable(message: str) -> int:
    print(f"biblios-verify: {message}", file=sys.stderr)
    return USAGE_ERROR


if __name__ == "__main__":
    sys.exit(main())
