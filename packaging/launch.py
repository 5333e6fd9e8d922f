"""Entry script of the frozen application (PyInstaller runs this file)."""
import sys

from troyes_desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
