"""The layout checks of the app also hold in French, whose sentences are longer: the main screens at the
common sizes show every label, button and list in full and nothing overlaps (tests/gui/test_screen_sizes)."""

from __future__ import annotations

import pytest

from tests.gui.test_screen_sizes import _screens, positions, shell  # noqa: F401 (fixtures)

SIZES = [(1280, 720), (1366, 768), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_main_screens_fit_in_french(french, shell, positions, size) -> None:  # noqa: F811
    _screens(shell, size, positions, all_kinds=size == (1280, 720))
