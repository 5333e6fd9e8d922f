"""The layout checks of the app also hold in French, whose sentences are longer: the main screens at the
common sizes, and with the text at 125 % and 150 % (issue 41), show every label, button and list in full and
nothing overlaps (tests/gui/test_screen_sizes)."""

from __future__ import annotations

import pytest

from tests.gui.test_screen_sizes import _screens

SIZES = [(1280, 720), (1366, 768), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_main_screens_fit_in_french(french, shell, positions, size) -> None:
    _screens(shell, size, positions, all_kinds=size == (1280, 720))


@pytest.mark.parametrize("size, percent", [((1280, 720), 150), ((1366, 768), 125), ((1920, 1080), 150)],
                         ids=["1280x720-150", "1366x768-125", "1920x1080-150"])
def test_main_screens_fit_in_french_with_larger_text(french, shell, positions, text_scale, size,
                                                     percent) -> None:
    text_scale(percent)
    _screens(shell, size, positions, all_kinds=size == (1280, 720))
