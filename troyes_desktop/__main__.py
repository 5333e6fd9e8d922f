"""Entry point of ``python -m troyes_desktop`` and of the ``troyes-desktop`` command."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line and return its exit status."""
    from troyes_desktop.cli import main as cli_main

    return cli_main(argv)


if __name__ == "__main__":
    sys.exit(main())
